import { Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import type { AssistantPanelProps } from "../../scenes/Assistant/AssistantPanel.js";
import { lazyComponent } from "../lazy-component.js";

// The assistant (SignalR client, markdown) is fetched the first time Ask AI is pressed.
const Panel = lazyComponent(
  () => import("../../scenes/Assistant/AssistantPanel.js"),
  "AssistantPanel",
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
