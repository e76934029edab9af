import { useState } from "react";
import { readSetting, settingKeys, writeSetting } from "../../local-settings.js";
import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";

const NewUiPopover = lazyComponent(() => import("./NewUiPopover.js"), "NewUiPopover", {
  areaTexts: false,
});

/** The new-design note, until dismissed once; it arrives after the page has been shown. */
export function NewUiNote() {
  const [seen, setSeen] = useState(() => readSetting(settingKeys.newUiPopover) === "seen");
  if (seen) return null;
  const dismiss = () => {
    writeSetting(settingKeys.newUiPopover, "seen");
    setSeen(true);
  };
  return (
    <WhenIdle part={NewUiPopover} placeholder={null}>
      <NewUiPopover onDismiss={dismiss} />
    </WhenIdle>
  );
}
