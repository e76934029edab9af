import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { AssistantPanelProps } from "../../scenes/Assistant/AssistantPanel.js";

// The assistant (SignalR client, markdown) is fetched the first time Ask AI is pressed.
const Panel = lazy(() =>
  import("../../scenes/Assistant/AssistantPanel.js").then((module) => ({
    default: module.AssistantPanel,
  })),
);

export function LazyAssistantPanel(props: AssistantPanelProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%" aria-busy="true">
          <Loader />
        </Center>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
