import { Box, Button, Group, Select, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMessagePlus, IconSend } from "@tabler/icons-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { minutesCommentBody } from "../../../../common/contracts/minutes.js";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import { isApiError } from "../../../data/api-error.js";
import {
  type MinutesComment,
  useAddMinutesComment,
  useMinutesComments,
} from "../../../data/meetings/review.js";
import { formatDateTime, formatRelativeTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { ItemChoice } from "./AttendeeRow.js";
import { CirculateMinutesDialog } from "./CirculateMinutesDialog.js";
import classes from "./Minutes.module.css";
import { type CommentsMode, commentsMode } from "./minutes-comments.js";

type Props = {
  meeting: MeetingDetail;
  /** The items a comment may be about. */
  items: readonly ItemChoice[];
  /** Every agenda item's label by id, for the item a comment concerns. */
  itemLabels: ReadonlyMap<string, string>;
};

/** "About": the whole minutes, or one item (agenda item ids are UUIDs, so this never clashes). */
const wholeMinutes = "whole";
/** Relative times ("5 minutes ago") move on this often. */
const clockTickMs = 60_000;

/**
 * Members' comments on the draft minutes: listed and added while the minutes are drafted or in
 * review (organisers circulate them for comment then), only listed once they have moved on.
 */
export function MinutesComments(props: Props) {
  const mode = commentsMode(props.meeting);
  if (mode === "hidden") return null;
  return <CommentsBody {...props} mode={mode} />;
}

function CommentsBody({
  meeting,
  items,
  itemLabels,
  mode,
}: Props & { mode: Exclude<CommentsMode, "hidden"> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const open = mode === "open";
  const comments = useMinutesComments(meeting.Id);
  const [circulating, setCirculating] = useState(false);
  const now = useNow(clockTickMs);

  // Once comments are closed the section stays only for the comments made.
  if (!open && !comments.isError && !comments.data?.length) return null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t("minutesComments.heading")}
        </Title>
        {meeting.Abilities.circulateMinutes && (
          <Button
            variant="default"
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => setCirculating(true)}
          >
            {t("minutesCirculate.button")}
          </Button>
        )}
      </Group>
      {comments.isPending && (
        <Stack aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      )}
      {comments.isError && (
        <QueryErrorAlert what="comments" onRetry={() => void comments.refetch()} />
      )}
      {comments.data?.length === 0 && <Text c="dimmed">{t("minutesComments.empty")}</Text>}
      {comments.data && comments.data.length > 0 && (
        <Box component="ol" className={classes.plainList} aria-label={t("minutesComments.list")}>
          {comments.data.map((comment) => (
            <li key={comment.Id}>
              <CommentView
                comment={comment}
                itemLabels={itemLabels}
                now={now}
                timeZone={meeting.TimeZone}
              />
            </li>
          ))}
        </Box>
      )}
      {open && <AddCommentForm meetingId={meeting.Id} items={items} />}
      <CirculateMinutesDialog
        meetingId={meeting.Id}
        opened={circulating}
        onClose={() => setCirculating(false)}
      />
    </Stack>
  );
}

function CommentView({
  comment,
  itemLabels,
  now,
  timeZone,
}: {
  comment: MinutesComment;
  itemLabels: ReadonlyMap<string, string>;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const item = comment.AgendaItemId === null ? null : itemLabels.get(comment.AgendaItemId);
  const subject =
    comment.AgendaItemId === null
      ? t("minutesComments.onWhole")
      : item
        ? t("minutesComments.onItem", { item })
        : t("minutesComments.onRemovedItem");
  return (
    <Stack gap={4} py="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={500}>{comment.By}</Text>
        <Text size="sm" c="dimmed">
          <time dateTime={comment.At} title={formatDateTime(comment.At, timeZone)}>
            {formatRelativeTime(comment.At, now)}
          </time>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {subject}
      </Text>
      <Text className={classes.preserveLines}>{comment.Text}</Text>
    </Stack>
  );
}

function AddCommentForm({ meetingId, items }: { meetingId: string; items: readonly ItemChoice[] }) {
  const { t } = useTranslation();
  const add = useAddMinutesComment(meetingId);
  const [text, setText] = useState("");
  const [about, setAbout] = useState(wholeMinutes);
  const [errors, setErrors] = useState<{ text?: string; form?: string }>({});
  // An item taken off the agenda meanwhile is no longer offered: the comment is then on the whole.
  const aboutValue = items.some((item) => item.value === about) ? about : wholeMinutes;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = minutesCommentBody.safeParse({
      text,
      agendaItemId: aboutValue === wholeMinutes ? null : aboutValue,
    });
    if (!parsed.success) {
      setErrors({ text: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText("");
        setAbout(wholeMinutes);
        notifications.show({ color: "green", message: t("minutesComments.added") });
      },
      // A 409 (comments closed) carries its own message; a 400 may name the field.
      onError: (e) =>
        setErrors(
          isApiError(e, 400) && e.fields.text ? { text: e.fields.text } : { form: e.message },
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={errors.form} />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={5000}
          required
          label={t("minutesComments.comment")}
          value={text}
          error={errors.text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setErrors((current) => ({ ...current, text: undefined }));
          }}
        />
        <Group align="flex-end" gap="sm">
          <Select
            flex={1}
            miw="12rem"
            size="md"
            label={t("minutesComments.about")}
            data={[{ value: wholeMinutes, label: t("minutesComments.whole") }, ...items]}
            value={aboutValue}
            allowDeselect={false}
            searchable
            onChange={(value) => setAbout(value ?? wholeMinutes)}
          />
          <Button
            type="submit"
            size="md"
            loading={add.isPending}
            leftSection={<IconMessagePlus size={18} aria-hidden />}
          >
            {t("minutesComments.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The current time, moving on every `tickMs`, so relative times stay true on an open page. */
function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
