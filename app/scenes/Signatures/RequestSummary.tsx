import { Badge, Group, Stack, Text } from "@mantine/core";
import type { SignatureRequestView } from "../../data/signature-requests.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

const statusColour = {
  pending: "blue",
  completed: "green",
  declined: "red",
  voided: "gray",
  expired: "orange",
} as const;

export function RequestStatusBadge({ status }: { status: SignatureRequestView["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColour[status]} variant="light">
      {t(`signatures.status.${status}`)}
    </Badge>
  );
}

/** "Signed 2 of 3", the status in words, who asked and by when, and their message. */
export function RequestSummary({ view }: { view: SignatureRequestView }) {
  const { t } = useTranslation();
  const overdue =
    view.status === "pending" && view.dueAt !== null && new Date(view.dueAt).getTime() < Date.now();
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <RequestStatusBadge status={view.status} />
        <Text size="xl" fw={650}>
          {t("signatures.signedOf", { signed: view.signed, total: view.total })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t("signatures.requestedBy", {
          name: view.requestedBy.name,
          organisation: view.organisationName,
          date: formatDate(view.requestedAt, view.timeZone),
        })}
      </Text>
      {view.dueAt && (
        <Text size="sm" fw={overdue ? 600 : undefined} c={overdue ? "red.8" : undefined}>
          {t("signatures.dueOn", { date: formatDate(view.dueAt, view.timeZone) })}
          {overdue && ` (${t("common.overdue")})`}
        </Text>
      )}
      {view.closedReason && <Text size="sm">{view.closedReason}</Text>}
      {view.message && (
        <Text style={{ whiteSpace: "pre-wrap" }} component="blockquote" m={0}>
          {view.message}
        </Text>
      )}
    </Stack>
  );
}
