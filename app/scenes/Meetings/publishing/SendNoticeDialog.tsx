import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useRef, useState } from "react";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import {
  type Greeting,
  type NoticeKind,
  type NoticeResult,
  useMeetingPeople,
  useSendNotice,
} from "../../../data/meetings/notices.js";
import { useTranslation } from "../../../i18n/translate.js";
import { NoticeResultView } from "./NoticeResultView.js";
import { RecipientChecklist } from "./RecipientChecklist.js";
import { initialSelection, type Recipient, recipientsFor } from "./recipients.js";

type Props = {
  meeting: MeetingDetail;
  /** Which e-mail to write; null closes the dialog. */
  kind: NoticeKind | null;
  onClose: () => void;
};

const commentMax = 5000;

/** "Send notice" and "Email Board Pack": choose people, greeting and a comment, then see who got it. */
export function SendNoticeDialog({ meeting, kind, onClose }: Props) {
  const { t } = useTranslation();
  // Keeps the title while the dialog fades out after closing.
  const lastKind = useRef<NoticeKind>("notice");
  if (kind) lastKind.current = kind;
  const shown = kind ?? lastKind.current;
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={shown === "pack" ? t("notices.packTitle") : t("notices.noticeTitle")}
      size="lg"
    >
      {kind && <SendNoticeBody key={kind} meeting={meeting} kind={kind} onClose={onClose} />}
    </Modal>
  );
}

function SendNoticeBody({ meeting, kind, onClose }: Props & { kind: NoticeKind }) {
  const { t } = useTranslation();
  const people = useMeetingPeople(meeting.Id);
  const [result, setResult] = useState<NoticeResult>();

  if (result) return <NoticeResultView result={result} onDone={onClose} />;
  if (people.isPending) return <Skeleton h={240} />;
  if (people.isError)
    return (
      <QueryErrorAlert message={t("notices.peopleFailed")} onRetry={() => void people.refetch()} />
    );
  if (people.data.length === 0) return <Text>{t("notices.noPeople")}</Text>;
  return (
    <NoticeForm
      meeting={meeting}
      kind={kind}
      recipients={recipientsFor(people.data, kind)}
      onSent={setResult}
      onCancel={onClose}
    />
  );
}

type FormProps = {
  meeting: MeetingDetail;
  kind: NoticeKind;
  recipients: Recipient[];
  onSent: (result: NoticeResult) => void;
  onCancel: () => void;
};

function NoticeForm({ meeting, kind, recipients, onSent, onCancel }: FormProps) {
  const { t } = useTranslation();
  const send = useSendNotice(meeting.Id);
  const [selected, setSelected] = useState(() => initialSelection(recipients));
  const [greeting, setGreeting] = useState<Greeting>("firstName");
  const [comment, setComment] = useState("");
  const greetings: Array<{ value: Greeting; label: string }> = [
    { value: "firstName", label: t("notices.greetingFirstName") },
    { value: "fullName", label: t("notices.greetingFullName") },
    { value: "formal", label: t("notices.greetingFormal") },
  ];

  const submit = () => {
    if (selected.length === 0) return;
    const trimmed = comment.trim();
    send.mutate(
      { kind, personIds: selected, greeting, comment: trimmed === "" ? undefined : trimmed },
      { onSuccess: onSent },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text>
          {kind === "pack"
            ? t("notices.packIntro", { title: meeting.Title })
            : t("notices.noticeIntro", { title: meeting.Title })}
        </Text>
        <RecipientChecklist
          kind={kind}
          recipients={recipients}
          selected={selected}
          onChange={setSelected}
        />
        <Select
          label={t("notices.greeting")}
          data={greetings}
          value={greeting}
          allowDeselect={false}
          onChange={(value) => {
            const chosen = greetings.find((g) => g.value === value);
            if (chosen) setGreeting(chosen.value);
          }}
        />
        <Textarea
          size="md"
          label={t("notices.comment")}
          description={t("notices.commentHint")}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={commentMax}
          autosize
          minRows={3}
          maxRows={10}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {send.error.message}
          </Alert>
        )}
        {selected.length === 0 && (
          <Text c="red.8" size="sm" role="status">
            {t("notices.chooseSomeone")}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={send.isPending} disabled={selected.length === 0}>
            {t("notices.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
