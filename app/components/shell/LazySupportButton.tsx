import { useState } from "react";
import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { SupportTrigger } from "./SupportTrigger.js";

const SupportButton = lazyComponent(() => import("./SupportButton.js"), "SupportButton", {
  areaTexts: false,
});

/** The support note arrives once My Home is shown; pressed before then, it opens on arrival. */
export function LazySupportButton() {
  const [pressed, setPressed] = useState(false);
  return (
    <WhenIdle
      now={pressed}
      placeholder={
        <SupportTrigger
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setPressed(true)}
        />
      }
    >
      <SupportButton defaultOpened={pressed} />
    </WhenIdle>
  );
}
