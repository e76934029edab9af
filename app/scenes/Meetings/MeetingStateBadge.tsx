import { Badge, type MantineColor } from "@mantine/core";
import type { MeetingState } from "../../../common/meetings/meeting-state.js";

const stateColours: Record<MeetingState, MantineColor> = {
  PreAgenda: "gray",
  Draft: "blue",
  PublishedAgenda: "indigo",
  InProgress: "orange",
  Review: "yellow",
  Complete: "green",
};

/** The meeting's stage in words; the coloured dot only helps scanning a list. */
export function MeetingStateBadge({ state, label }: { state: MeetingState; label: string }) {
  return (
    <Badge variant="dot" color={stateColours[state]} size="lg" tt="none" fw={500}>
      {label}
    </Badge>
  );
}
