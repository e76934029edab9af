import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import type { NavTooltipProps } from "./NavTooltip.js";

const NavTooltip = lazyComponent(() => import("./NavTooltip.js"), "NavTooltip", {
  areaTexts: false,
});

/**
 * Tooltips arrive once My Home is shown: the control is there from the start (its accessible
 * name is its aria-label), the hover text a moment later.
 */
export function LazyNavTooltip(props: NavTooltipProps) {
  return (
    <WhenIdle part={NavTooltip} placeholder={props.children}>
      <NavTooltip {...props} />
    </WhenIdle>
  );
}
