import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import { type UserEvent, userEvent } from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { afterEach, vi } from "vitest";
import { enAreas } from "../i18n/en-areas.js";
import { setupTexts } from "../i18n/setup.js";
import { addTexts } from "../i18n/translate.js";
import { cssVariablesResolver, theme } from "../theme.js";

// Testing Library cleans up after each test by itself only where the runner's hooks are
// globals; Vitest's are not. Mantine keeps notifications in a store of its own.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

/** What happy-dom lacks and Mantine asks for (colour scheme, autosize, comboboxes). */
function stubBrowser(): void {
  // Autosized text areas grow again once web fonts have loaded.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  }
  if (!("ResizeObserver" in window)) {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
  }
  if (typeof window.matchMedia !== "function") {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  }
  Element.prototype.scrollIntoView ??= () => {};
}

/** Every text, as the app has them once a page of any area has been shown. */
function loadTexts(): void {
  setupTexts();
  addTexts(enAreas);
}

export type AppRender = RenderResult & { user: UserEvent; queryClient: QueryClient };

// One test renders at a time; its client is the one the providers hand out.
let currentClient = new QueryClient();

function AppProviders({ children }: { children: ReactNode }) {
  return (
    // env "test": no transitions or portals, so what opens is there at once (Mantine's advice).
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={currentClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders a component as the app shows it: Mantine with the app's theme, notifications,
 * a fresh query client (no retries, so a refusal shows at once) and every text.
 */
export function renderInApp(
  ui: ReactElement,
  /** What the app already holds, such as the signed-in person (`meQueryKey`). */
  cached: ReadonlyArray<[key: readonly unknown[], data: unknown]> = [],
): AppRender {
  stubBrowser();
  loadTexts();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  currentClient = queryClient;
  const user = userEvent.setup();
  const rendered: RenderResult = render(ui, { wrapper: AppProviders });
  return { ...rendered, user, queryClient };
}
