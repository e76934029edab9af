import { useState } from "react";
import type { MeResponse } from "../../../common/contracts/me.js";
import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import { UserMenuButton } from "./UserMenuButton.js";

const UserMenu = lazyComponent(() => import("./UserMenu.js"), "UserMenu", { areaTexts: false });

/**
 * The user menu arrives once My Home is shown; until then its button stands in, and pressing
 * it opens the menu as soon as it has arrived.
 */
export function LazyUserMenu({ person }: { person: MeResponse["person"] }) {
  const [presses, setPresses] = useState(0);
  return (
    <WhenIdle
      part={UserMenu}
      attempt={presses}
      placeholder={(onItsWay) => (
        <UserMenuButton
          person={person}
          aria-haspopup="menu"
          aria-expanded={false}
          // Pressed before the menu arrived: say it is on its way.
          aria-busy={onItsWay}
          style={onItsWay ? { opacity: 0.6, cursor: "progress" } : undefined}
          onClick={() => setPresses((n) => n + 1)}
        />
      )}
    >
      <UserMenu person={person} openOnArrival={presses > 0} />
    </WhenIdle>
  );
}
