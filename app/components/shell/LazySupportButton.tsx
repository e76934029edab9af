import { LazyTrigger } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { SupportTrigger } from "./SupportTrigger.js";

const SupportButton = lazyComponent(() => import("./SupportButton.js"), "SupportButton", {
  areaTexts: false,
});

/** The support note arrives once My Home is shown; pressed before then, it opens on arrival. */
export function LazySupportButton() {
  return (
    <LazyTrigger
      part={SupportButton}
      popup="dialog"
      standIn={(props) => <SupportTrigger {...props} />}
    >
      {(openOnArrival) => <SupportButton openOnArrival={openOnArrival} />}
    </LazyTrigger>
  );
}
