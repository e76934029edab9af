import { Stepper, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type MeetingState,
  meetingStateLabels,
  meetingStates,
} from "../../../common/meetings/meeting-state.js";
import { useTranslation } from "../../i18n/translate.js";

/**
 * The six stages with the current one marked in words. Mantine draws steps as buttons,
 * which would announce six controls that do nothing, so screen readers get one sentence.
 */
export function MeetingStageStepper({ state }: { state: MeetingState }) {
  const { t } = useTranslation();
  const current = meetingStates.indexOf(state);
  // Confirmed minutes are the end: every step is done.
  const active = state === "Complete" ? meetingStates.length : current;
  // Six labelled steps fit side by side from tablet width; phones read them top to bottom.
  const narrow = useMediaQuery("(max-width: 40em)");

  return (
    <>
      <VisuallyHidden>
        {t("meeting.stageSummary", {
          number: current + 1,
          count: meetingStates.length,
          label: meetingStateLabels[state],
        })}
      </VisuallyHidden>
      <Stepper
        active={active}
        size="sm"
        orientation={narrow ? "vertical" : "horizontal"}
        labelPosition="bottom"
        wrap={false}
        aria-hidden="true"
        allowNextStepsSelect={false}
      >
        {meetingStates.map((s, index) => (
          <Stepper.Step
            key={s}
            label={meetingStateLabels[s]}
            description={index === current ? t("meeting.currentStage") : undefined}
            allowStepClick={false}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
    </>
  );
}
