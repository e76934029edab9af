import { Badge, Group, List, Text } from "@mantine/core";
import { IconCircleCheck, IconClock } from "@tabler/icons-react";
import type { Signer } from "../../data/meetings/signing.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { signersInOrder } from "./signers.js";

/** Each signer with when they signed, or that they have not yet (in words, not only colour). */
export function SignersList({
  signers,
  timeZone,
}: {
  signers: Signer[];
  /** The meeting's clock: signing times are read on it, the zone named when it is not the viewer's. */
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  if (signers.length === 0) return <Text c="dimmed">{t("signing.noSigners")}</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {signersInOrder(signers).map((s) => (
        <List.Item key={s.PersonId}>
          <Group gap="sm" wrap="wrap">
            {s.SignedAt ? (
              <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            ) : (
              <IconClock size={20} aria-hidden />
            )}
            <Text fw={600}>{s.Name}</Text>
            {s.SignedAt ? (
              <Text>{t("signing.signedAt", { when: formatDateTime(s.SignedAt, timeZone) })}</Text>
            ) : (
              <Badge variant="light" color="gray">
                {t("signing.waiting")}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
