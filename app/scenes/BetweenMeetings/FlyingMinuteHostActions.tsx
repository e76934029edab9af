import { Button, Group, Modal, Radio, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { FlyingMinuteStatus } from "../../../common/between-meetings/flying-minute-status.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import {
  type FlyingMinuteMove,
  type FlyingMinuteView,
  useMoveFlyingMinute,
} from "../../data/between-meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { instantIn } from "./flying-minute-form.js";

type Asking =
  | { kind: "confirm"; move: FlyingMinuteMove; title: string; message: string; label: string }
  | { kind: "outcome" }
  | { kind: "reopen" };

/**
 * The host's buttons: exactly the moves the server says are possible now (Abilities.moves),
 * each confirmed where it e-mails voters or ends voting; closing by hand asks for the outcome,
 * reopening for a new close time.
 */
export function FlyingMinuteHostActions({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const move = useMoveFlyingMinute(fm.flyingMinuteId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [error, setError] = useState<string>();
  const byHand = !fm.Vote.Rules.outcomeCalculated;

  const send = (body: FlyingMinuteMove) => {
    setError(undefined);
    move.mutate(body, {
      onSuccess: () => {
        setAsking(null);
        notifications.show({
          message: t("flyingMinute.moved", { status: t(`betweenMeetings.status.${body.to}`) }),
        });
      },
      onError: (e) => setError(e.message),
    });
  };

  const labelFor = (to: FlyingMinuteStatus): string => {
    if (to === "VotingInProgress") {
      if (fm.Status === "Discussion") return t("flyingMinute.moves.VotingInProgressEarly");
      if (fm.Status === "OutcomePending" || fm.Status === "Closed")
        return t("flyingMinute.moves.Reopen");
      return t("flyingMinute.moves.VotingInProgress");
    }
    if (to === "Discussion") return t("flyingMinute.moves.Discussion");
    if (to === "OutcomePending") return t("flyingMinute.moves.OutcomePending");
    return t("flyingMinute.moves.Closed");
  };

  const press = (to: FlyingMinuteStatus) => {
    const label = labelFor(to);
    if (to === "VotingInProgress" && (fm.Status === "OutcomePending" || fm.Status === "Closed")) {
      setAsking({ kind: "reopen" });
      return;
    }
    if (to === "Closed" && byHand) {
      setAsking({ kind: "outcome" });
      return;
    }
    const message =
      fm.Status === "Draft" ? t("flyingMinute.confirmStart") : t("flyingMinute.confirmClose");
    setAsking({ kind: "confirm", move: { to }, title: label, message, label });
  };

  // A draft's start offers its own stage first: with a discussion, discussion is the way in.
  const moves = fm.Abilities.moves.filter(
    (to) => !(fm.Status === "Draft" && to === "VotingInProgress" && fm.HasDiscussion),
  );
  return (
    <>
      <Group gap="sm">
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === "Closed" || to === "OutcomePending" ? "default" : "filled"}
            onClick={() => press(to)}
          >
            {labelFor(to)}
          </Button>
        ))}
      </Group>
      {!asking && <FormAlert message={error} />}
      <ConfirmDialog
        question={
          asking?.kind === "confirm"
            ? { title: asking.title, message: asking.message, confirmLabel: asking.label }
            : null
        }
        loading={move.isPending}
        onConfirm={() => asking?.kind === "confirm" && send(asking.move)}
        onCancel={() => setAsking(null)}
      />
      <OutcomeDialog
        opened={asking?.kind === "outcome"}
        loading={move.isPending}
        error={error}
        onCancel={() => setAsking(null)}
        onSet={(outcome) => send({ to: "Closed", outcome })}
      />
      <ReopenDialog
        opened={asking?.kind === "reopen"}
        fm={fm}
        loading={move.isPending}
        error={error}
        onCancel={() => setAsking(null)}
        onReopen={(voteClosesAt) => send({ to: "VotingInProgress", voteClosesAt })}
      />
    </>
  );
}

function OutcomeDialog(props: {
  opened: boolean;
  loading: boolean;
  error: string | undefined;
  onCancel: () => void;
  onSet: (outcome: "approved" | "not approved") => void;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<"approved" | "not approved" | null>(null);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t("flyingMinute.setOutcome")}>
      <Stack>
        <FormAlert message={props.error} />
        <Radio.Group
          value={outcome}
          onChange={(v) => setOutcome(v === "approved" ? "approved" : "not approved")}
          label={t("flyingMinute.setOutcome")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="approved" label={t("flyingMinute.outcomeApproved")} />
            <Radio value="not approved" label={t("flyingMinute.outcomeNotApproved")} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button
            disabled={!outcome}
            loading={props.loading}
            onClick={() => outcome && props.onSet(outcome)}
          >
            {t("flyingMinute.moves.Closed")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReopenDialog(props: {
  opened: boolean;
  fm: FlyingMinuteView;
  loading: boolean;
  error: string | undefined;
  onCancel: () => void;
  onReopen: (voteClosesAt: string) => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("17:00");
  const instant = instantIn(date, time, props.fm.TimeZone);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t("flyingMinute.moves.Reopen")}>
      <Stack>
        <FormAlert message={props.error} />
        <Group grow>
          <TextInput
            type="date"
            label={t("flyingMinute.reopenCloses")}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t("flyingMinute.time")}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button
            disabled={!instant}
            loading={props.loading}
            onClick={() => instant && props.onReopen(instant)}
          >
            {t("flyingMinute.moves.Reopen")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
