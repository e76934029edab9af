import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconChecklist, IconGavel } from "@tabler/icons-react";
import { useId, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../../common/contracts/meetings.js";
import { RichTextView } from "../../../components/rich-text/RichTextView.js";
import { serialiseDoc, storedDoc } from "../../../components/rich-text/rich-text-value.js";
import { useConflictSuggestions } from "../../../data/meetings/conflicts.js";
import { useVote } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ActionDialog } from "./ActionDialog.js";
import { ConfirmMinutesPanel } from "./ConfirmMinutesPanel.js";
import { ConflictDialog, type ConflictPreset } from "./ConflictDialog.js";
import { ConflictSuggestions } from "./ConflictSuggestions.js";
import { DecisionDialog, type RecordedDecision } from "./DecisionDialog.js";
import { InterestsRegisterReview } from "./InterestsRegisterReview.js";
import { MinutesEditor } from "./MinutesEditor.js";
import type { MinutesMode } from "./minutes-access.js";
import { OpenActionsReview } from "./OpenActionsReview.js";
import { RecordedList } from "./RecordedList.js";
import type { PersonOption } from "./use-people.js";
import { VotePanel } from "./VotePanel.js";

export type ItemContext = {
  meeting: MeetingDetail;
  mode: Exclude<MinutesMode, "hidden">;
  myPersonId: string;
  names: ReadonlyMap<string, string>;
  /** Members present, who may move or second a vote's motion. */
  movers: readonly PersonOption[];
  /** The meeting's date in its zone, the default date of decisions. */
  meetingDate: string;
};

type Dialog = "decision" | "action" | "conflict" | null;

/** One agenda item in the minutes: its vote or confirmations, the minutes text and records. */
export function ItemMinutes({ item, ...context }: ItemContext & { item: AgendaItemView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [conflictPreset, setConflictPreset] = useState<ConflictPreset | null>(null);
  const [editingDecision, setEditingDecision] = useState<RecordedDecision | null>(null);
  const vote = useVote(item.VoteId);
  const editing = context.mode === "edit";
  const suggestions = useConflictSuggestions(context.meeting.Id, editing && !item.IsHeading);
  const { meeting } = context;
  const heading = t("minutes.itemLabel", { number: item.Number, title: item.Title });

  if (item.IsHeading) {
    return (
      <Title order={3} size="h4" pt="sm">
        {heading}
      </Title>
    );
  }
  const closedVote =
    vote.data?.Status === "closed"
      ? { tally: vote.data.Tally, passed: vote.data.Outcome === "Approved" }
      : null;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="md">
        <Title order={3} size="h5" id={headingId}>
          {heading}
        </Title>
        {item.Type === "Vote" && (
          <VotePanel
            meeting={meeting}
            item={item}
            mayOpen={meeting.Abilities.openVotes}
            runsMeeting={editing}
            myPersonId={context.myPersonId}
            names={context.names}
            movers={context.movers}
          />
        )}
        {item.Type === "InterestsRegister" && (
          <InterestsRegisterReview orgId={meeting.OrganisationId} />
        )}
        {item.Type === "ActionItems" && (
          <OpenActionsReview orgId={meeting.OrganisationId} meetingId={meeting.Id} />
        )}
        {item.Type === "ConfirmMinutes" && editing && (
          <ConfirmMinutesPanel
            meeting={meeting}
            itemId={item.Id}
            drafting={meeting.Abilities.confirmEarlierMinutes}
          />
        )}
        {editing ? (
          <MinutesEditor
            meetingId={meeting.Id}
            itemId={item.Id}
            label={t("minutes.editorLabel", { number: item.Number, title: item.Title })}
            serverText={serialiseDoc(storedDoc(item.MinutesDoc, item.Minutes))}
            serverVersion={item.MinutesVersion}
          />
        ) : item.Minutes.trim() ? (
          <RichTextView doc={storedDoc(item.MinutesDoc, item.Minutes)} />
        ) : (
          <Text c="dimmed">{t("minutes.noMinutes")}</Text>
        )}
        {editing && (
          <ConflictSuggestions
            suggestions={
              suggestions.data?.items.find((i) => i.ItemId === item.Id)?.Suggestions ?? []
            }
            onRecord={(preset) => {
              setConflictPreset(preset);
              setDialog("conflict");
            }}
          />
        )}
        <RecordedList
          Decisions={item.Decisions}
          Actions={item.Actions}
          Conflicts={item.Conflicts}
          manage={
            editing
              ? {
                  meeting,
                  itemId: item.Id,
                  onEditDecision: (decision) => {
                    setEditingDecision(decision);
                    setDialog("decision");
                  },
                }
              : undefined
          }
        />
        {editing && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconGavel size={18} aria-hidden />}
              onClick={() => {
                setEditingDecision(null);
                setDialog("decision");
              }}
            >
              {t("minutes.recordDecision")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconChecklist size={18} aria-hidden />}
              onClick={() => setDialog("action")}
            >
              {t("minutes.addAction")}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconAlertTriangle size={18} aria-hidden />}
              onClick={() => {
                setConflictPreset(null);
                setDialog("conflict");
              }}
            >
              {t("minutes.declareConflict")}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && (
        <>
          <DecisionDialog
            context={{
              meeting,
              itemId: item.Id,
              title: item.Title,
              motion: item.Type === "Vote" ? item.Motion : null,
              meetingDate: context.meetingDate,
              vote: closedVote,
            }}
            opened={dialog === "decision"}
            onClose={() => setDialog(null)}
            editing={editingDecision}
          />
          <ActionDialog
            meeting={meeting}
            itemId={item.Id}
            opened={dialog === "action"}
            onClose={() => setDialog(null)}
          />
          <ConflictDialog
            meeting={meeting}
            itemId={item.Id}
            opened={dialog === "conflict"}
            onClose={() => setDialog(null)}
            preset={conflictPreset}
          />
        </>
      )}
    </Paper>
  );
}
