import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconSend } from "@tabler/icons-react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useReducer } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { documentContentUrl } from "../../data/documents/library-paths.js";
import { usePossibleSigners } from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { FieldPlacement } from "./FieldPlacement.js";
import { draftReducer, emptyDraft } from "./request-draft.js";
import { SignDocument } from "./SignDocument.js";
import { SignerPicker } from "./SignerPicker.js";
import { useSendRequest } from "./use-send-request.js";

/**
 * Asking for signatures on a library document's version (issue 18): who signs, in what order,
 * a message and a due date, then the fields placed on the pages. What was entered stays when
 * the server refuses it, with the server's reasons beside it.
 */
export function SignatureRequestEditorPage({ documentVersionId }: { documentVersionId: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const candidates = usePossibleSigners(documentVersionId, documentVersionId !== "");
  const [draft, change] = useReducer(draftReducer, emptyDraft);
  const send = useSendRequest(documentVersionId);
  const back = () => router.history.back();

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back}>
        {t("common.goBack")}
      </Button>
    </Group>
  );
  if (candidates.isPending && documentVersionId !== "")
    return (
      <Stack>
        <PageTitle title={t("signatures.newTitle")} />
        <Skeleton h={240} aria-label={t("common.loading")} />
      </Stack>
    );
  if (!candidates.data)
    return (
      <Stack>
        <PageTitle title={t("signatures.newTitle")} />
        {header}
        <QueryErrorAlert
          message={candidates.error?.message ?? t("signatures.versionMissing")}
          onRetry={() => void candidates.refetch()}
        />
      </Stack>
    );
  const { people, refusal } = candidates.data;
  if (refusal)
    return (
      <Stack>
        <PageTitle title={t("signatures.newTitle")} />
        {header}
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="alert">
          {refusal}
        </Alert>
      </Stack>
    );

  const submit = () =>
    send.submit(
      draft,
      (view) =>
        void navigate({
          to: "/signature-request/$signatureRequestId",
          params: { signatureRequestId: view.signatureRequestId },
        }),
    );

  return (
    <Stack gap="lg">
      <PageTitle title={t("signatures.newTitleOf", { name: candidates.data.documentName })} />
      {header}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="signers-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="signers-heading">
            {t("signatures.whoSigns")}
          </Title>
          <SignerPicker
            people={people}
            signers={draft.signers}
            ordered={draft.ordered}
            onChange={change}
            error={send.errors.signers}
          />
          <Textarea
            label={t("signatures.message")}
            description={t("signatures.messageHelp")}
            autosize
            minRows={2}
            maxLength={5000}
            value={draft.message}
            error={send.errors.message}
            onChange={(event) => change({ type: "setMessage", message: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("signatures.dueDate")}
            description={t("signatures.dueDateHelp")}
            value={draft.dueDate}
            error={send.errors.dueDate}
            onChange={(event) => change({ type: "setDueDate", dueDate: event.currentTarget.value })}
            maw={240}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fields-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="fields-heading">
            {t("signatures.placeFields")}
          </Title>
          {send.errors.fields && (
            <Text c="red" size="sm" role="alert">
              {send.errors.fields}
            </Text>
          )}
          <FieldPlacement
            draft={draft}
            onChange={change}
            renderDocument={(overlay, onVisiblePage) => (
              <SignDocument
                src={documentContentUrl(documentVersionId)}
                name={t("signatures.newTitle")}
                overlay={overlay}
                onVisiblePage={onVisiblePage}
              />
            )}
          />
        </Stack>
      </Paper>
      <FormAlert message={send.message} />
      {send.otherErrors.length > 0 && (
        <List size="sm" c="red">
          {send.otherErrors.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={back}>
          {t("common.cancel")}
        </Button>
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          loading={send.pending}
          disabled={draft.signers.length === 0}
          onClick={submit}
        >
          {t("signatures.send")}
        </Button>
      </Group>
    </Stack>
  );
}
