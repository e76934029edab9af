import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { createContext, type ReactNode, useContext, useState } from "react";

const Shown = createContext<ReactNode>(null);

function ShownHere() {
  return <>{useContext(Shown)}</>;
}

/**
 * A component whose links are the router's (AnchorLink, ButtonLink), rendered under a router of
 * its own at "/": links get their addresses and clicks change the memory history only.
 */
export function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: ShownHere }),
      history: createMemoryHistory({ initialEntries: ["/"] }),
      pathParamsAllowedCharacters: [";", "="],
    }),
  );
  return (
    <Shown.Provider value={children}>
      <RouterProvider router={router} />
    </Shown.Provider>
  );
}
