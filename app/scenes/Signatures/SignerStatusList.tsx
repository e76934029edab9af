import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconClock, IconPencil } from "@tabler/icons-react";
import type { SignatureRequestView, SignerView } from "../../data/signature-requests.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { signerColour } from "./field-order.js";
import classes from "./Signatures.module.css";

const statusIcon = {
  waiting: IconClock,
  pending: IconPencil,
  signed: IconCircleCheck,
  declined: IconCircleX,
} as const;
const statusColour = {
  waiting: "gray",
  pending: "blue",
  signed: "green",
  declined: "red",
} as const;

type Props = {
  view: SignatureRequestView;
  /** Offered beside each signer who has not signed yet, when the caller may change signers. */
  onChange?: ((signer: SignerView) => void) | undefined;
};

/** Each signer in order, with their status in words and when they signed or declined (and why). */
export function SignerStatusList({ view, onChange }: Props) {
  const { t } = useTranslation();
  const signers = [...view.signers].sort((a, b) => a.position - b.position);
  return (
    <List listStyleType="none" spacing="sm" aria-label={t("signatures.signersList")}>
      {signers.map((s) => {
        const Icon = statusIcon[s.status];
        const open = s.status === "waiting" || s.status === "pending";
        return (
          <List.Item key={s.signerId}>
            <Stack gap={2}>
              <Group gap="sm" wrap="wrap">
                <span
                  className={classes.swatch}
                  style={{
                    ["--field-colour" as string]: `var(--mantine-color-${signerColour(s.position)}-6)`,
                  }}
                  aria-hidden
                />
                <Icon
                  size={20}
                  aria-hidden
                  color={`var(--mantine-color-${statusColour[s.status]}-8)`}
                />
                <Text fw={600}>
                  {view.ordered ? `${s.position + 1}. ` : ""}
                  {s.name}
                </Text>
                {s.email && (
                  <Text size="sm" c="dimmed">
                    {s.email}
                  </Text>
                )}
                <Badge variant="light" color={statusColour[s.status]}>
                  {t(`signatures.signerStatus.${s.status}`)}
                </Badge>
                {s.external && (
                  <Badge variant="outline" color="gray">
                    {t("signatures.external")}
                  </Badge>
                )}
                {open && onChange && view.abilities.changeSigners && (
                  <Button variant="subtle" size="compact-sm" onClick={() => onChange(s)}>
                    {t("signatures.changeSigner")}
                  </Button>
                )}
              </Group>
              {s.signedAt && (
                <Text size="sm">
                  {t("signatures.signedAt", { when: formatDateTime(s.signedAt, view.timeZone) })}
                </Text>
              )}
              {s.declinedAt && (
                <Text size="sm">
                  {t("signatures.declinedAt", {
                    when: formatDateTime(s.declinedAt, view.timeZone),
                  })}
                  {s.declineReason
                    ? ` ${t("signatures.declinedBecause", { reason: s.declineReason })}`
                    : ""}
                </Text>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}

/** The request's history, for the requester and the library's managers. */
export function RequestEvents({ view }: { view: SignatureRequestView }) {
  const { t } = useTranslation();
  if (view.events.length === 0) return null;
  return (
    // Hashes and certificate fingerprints are long unbroken words: they wrap anywhere.
    <List
      spacing={4}
      size="sm"
      aria-label={t("signatures.events")}
      style={{ overflowWrap: "anywhere" }}
    >
      {view.events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
        <List.Item key={index}>
          <Text size="sm" span c="dimmed">
            {formatDateTime(event.at, view.timeZone)}
          </Text>{" "}
          {event.text}
        </List.Item>
      ))}
    </List>
  );
}
