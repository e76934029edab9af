import "./zod-jitless.js";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LazyNotifications } from "./components/LazyNotifications.js";
import { forgetFailedParts } from "./components/lazy-component.js";
import { primeCsrfCookie } from "./data/api-client.js";
import { onReconnect, watchBrowserConnectivity } from "./data/connectivity.js";
import { queryClient } from "./data/query-client.js";
import { setupTexts } from "./i18n/setup.js";
import { isExplainedFailure } from "./routes/route-error-action.js";
import { router } from "./routes/router.js";
import { cssVariablesResolver, theme } from "./theme.js";

function start(): void {
  setupTexts();
  watchBrowserConnectivity();
  primeCsrfCookie();
  // Back online: fetch again the parts and data that failed or went stale meanwhile.
  onReconnect(() => {
    forgetFailedParts();
    void queryClient.invalidateQueries();
  });

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element.");
  createRoot(container, {
    // React logs every error a boundary catches. Those the page tells the person about (sign in
    // again, the error page, "Failed to load the page." beside the offline banner) are expected;
    // the console is kept for the ones nobody expected.
    onCaughtError: (error, info) => {
      if (isExplainedFailure(error)) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

start();
