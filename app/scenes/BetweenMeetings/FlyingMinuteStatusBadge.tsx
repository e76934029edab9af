import { Badge } from "@mantine/core";
import type {
  BetweenMeetingOutcome,
  FlyingMinuteStatus,
} from "../../../common/between-meetings/flying-minute-status.js";
import { useTranslation } from "../../i18n/translate.js";

const colours: Record<FlyingMinuteStatus, string> = {
  Draft: "gray",
  Discussion: "blue",
  VotingInProgress: "teal",
  OutcomePending: "yellow",
  Closed: "dark",
  Locked: "dark",
};

/** A flying minute's status by its label; once closed, its outcome beside it. */
export function FlyingMinuteStatusBadge({
  status,
  outcome,
}: {
  status: FlyingMinuteStatus;
  outcome: BetweenMeetingOutcome;
}) {
  const { t } = useTranslation();
  const closed = status === "Closed" || status === "Locked";
  return (
    <>
      <Badge color={colours[status]} variant="light">
        {t(`betweenMeetings.status.${status}`)}
      </Badge>
      {closed && outcome !== "not set" && (
        <Badge color={outcome === "approved" ? "teal" : "red"} variant="filled" ml={6}>
          {t(`betweenMeetings.outcome.${outcome}`)}
        </Badge>
      )}
    </>
  );
}
