import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { shareLimits } from "../../../common/contracts/document-shares.js";
import { isApiError } from "../../data/api-error.js";
import { type ShareView, useShareChanges, useShares } from "../../data/documents/shares.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  documentVersionId: string;
  documentName: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * Sharing one version with someone outside the board: who, for how many days, with or without
 * an e-mailed code; and the links already made, each revocable. The link is e-mailed to them;
 * a new one is also shown here to copy.
 */
export function ShareDialog({ documentVersionId, documentName, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("shares.title", { name: documentName })}
      size="lg"
    >
      {opened && <ShareBody documentVersionId={documentVersionId} />}
    </Modal>
  );
}

function ShareBody({ documentVersionId }: { documentVersionId: string }) {
  const { t } = useTranslation();
  const shares = useShares(documentVersionId);
  const { create, revoke } = useShareChanges(documentVersionId);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [days, setDays] = useState<number>(shareLimits.defaultDays);
  const [requireCode, setRequireCode] = useState(true);
  const [message, setMessage] = useState("");
  const [revoking, setRevoking] = useState<string | null>(null);
  const fields = create.error && isApiError(create.error) ? create.error.fields : {};
  const createError = create.error
    ? isApiError(create.error)
      ? create.error.message
      : t("shares.failed")
    : null;

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              recipientName: name,
              recipientEmail: email,
              expiresInDays: days,
              requireCode,
              ...(message.trim() ? { message } : {}),
            },
            {
              onSuccess: () => {
                setName("");
                setEmail("");
                setMessage("");
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("shares.intro")}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t("shares.recipientName")}
              required
              maxLength={120}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fields.recipientName}
            />
            <TextInput
              label={t("shares.recipientEmail")}
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.recipientEmail}
            />
          </Group>
          <NumberInput
            label={t("shares.days")}
            description={t("shares.daysHelp", {
              min: shareLimits.minDays,
              max: shareLimits.maxDays,
            })}
            min={shareLimits.minDays}
            max={shareLimits.maxDays}
            clampBehavior="strict"
            allowDecimal={false}
            value={days}
            onChange={(value) =>
              setDays(typeof value === "number" ? value : shareLimits.defaultDays)
            }
            error={fields.expiresInDays}
            w={200}
          />
          <Switch
            label={t("shares.requireCode")}
            description={t("shares.requireCodeHelp")}
            checked={requireCode}
            onChange={(e) => setRequireCode(e.currentTarget.checked)}
          />
          <Textarea
            label={t("shares.message")}
            maxLength={shareLimits.message}
            autosize
            minRows={2}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {createError && (
            <Alert color="red" role="alert">
              {createError}
            </Alert>
          )}
          {create.data && (
            <Alert color="green" title={t("shares.sent", { name: create.data.recipientName })}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {create.data.link}
                </Text>
                <CopyButton value={create.data.link}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={copy}
                      leftSection={
                        copied ? (
                          <IconCheck size={14} aria-hidden />
                        ) : (
                          <IconCopy size={14} aria-hidden />
                        )
                      }
                    >
                      {copied ? t("shares.copied") : t("shares.copy")}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t("shares.share")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Title order={3} size="h5">
        {t("shares.existing")}
      </Title>
      {shares.isError && <Alert color="red">{t("shares.listFailed")}</Alert>}
      {shares.data?.shares.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("shares.none")}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shares.data?.shares.map((share) => (
          <ShareRow
            key={share.id}
            share={share}
            confirming={revoking === share.id}
            busy={revoke.isPending && revoking === share.id}
            onRevoke={() => setRevoking(share.id)}
            onConfirm={() => revoke.mutate(share.id, { onSettled: () => setRevoking(null) })}
            onCancel={() => setRevoking(null)}
          />
        ))}
      </Stack>
      {revoke.error && isApiError(revoke.error) && (
        <Alert color="red" role="alert">
          {revoke.error.message}
        </Alert>
      )}
    </Stack>
  );
}

type RowProps = {
  share: ShareView;
  confirming: boolean;
  busy: boolean;
  onRevoke: () => void;
  onConfirm: () => void;
  onCancel: () => void;
};

function ShareRow({ share, confirming, busy, onRevoke, onConfirm, onCancel }: RowProps) {
  const { t } = useTranslation();
  const colour = share.status === "active" ? "green" : "gray";
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={500}>{share.recipientName}</Text>
            <Badge color={colour} variant="light">
              {t(`shares.status.${share.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {share.recipientEmail} ·{" "}
            {share.status === "active"
              ? t("shares.until", { date: formatDateTime(share.expiresAt) })
              : share.revokedAt
                ? t("shares.revokedOn", { date: formatDateTime(share.revokedAt) })
                : t("shares.expiredOn", { date: formatDateTime(share.expiresAt) })}
            {" · "}
            {share.openCount === 0
              ? t("shares.neverOpened")
              : t("shares.opened", {
                  count: share.openCount,
                  date: formatDateTime(share.lastOpenedAt ?? share.createdAt),
                })}
          </Text>
        </div>
        {share.status === "active" &&
          (confirming ? (
            <Group gap="xs">
              <Button color="red" size="compact-sm" loading={busy} onClick={onConfirm}>
                {t("shares.revokeConfirm")}
              </Button>
              <Button variant="default" size="compact-sm" onClick={onCancel}>
                {t("shares.keep")}
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRevoke}>
              {t("shares.revoke")}
            </Button>
          ))}
      </Group>
    </li>
  );
}
