import { useState } from "react";
import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { SupportTrigger } from "./SupportTrigger.js";

const SupportButton = lazyComponent(() => import("./SupportButton.js"), "SupportButton", {
  areaTexts: false,
});

/** The support note arrives once My Home is shown; pressed before then, it opens on arrival. */
export function LazySupportButton() {
  const [presses, setPresses] = useState(0);
  return (
    <WhenIdle
      part={SupportButton}
      attempt={presses}
      placeholder={(onItsWay) => (
        <SupportTrigger
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-busy={onItsWay}
          style={onItsWay ? { opacity: 0.6, cursor: "progress" } : undefined}
          onClick={() => setPresses((n) => n + 1)}
        />
      )}
    >
      <SupportButton openOnArrival={presses > 0} />
    </WhenIdle>
  );
}
