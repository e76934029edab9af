import type { MeResponse } from "../../../common/contracts/me.js";
import { LazyTrigger } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { UserMenuButton } from "./UserMenuButton.js";

const UserMenu = lazyComponent(() => import("./UserMenu.js"), "UserMenu", { areaTexts: false });

/**
 * The user menu arrives once My Home is shown; until then its button stands in, and pressing
 * it opens the menu as soon as it has arrived.
 */
export function LazyUserMenu({ person }: { person: MeResponse["person"] }) {
  return (
    <LazyTrigger
      part={UserMenu}
      popup="menu"
      standIn={(props) => <UserMenuButton person={person} {...props} />}
    >
      {(openOnArrival) => <UserMenu person={person} openOnArrival={openOnArrival} />}
    </LazyTrigger>
  );
}
