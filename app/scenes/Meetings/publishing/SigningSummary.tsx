import { Badge, Group, Paper, Skeleton, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { AnchorLink } from "../../../components/router-links.js";
import { useSignatures } from "../../../data/meetings/signing.js";
import { useTranslation } from "../../../i18n/translate.js";

/** On a confirmed meeting: "Signed x of y" and the way to the signing page. */
export function SigningSummary({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const signatures = useSignatures(meetingId);
  const allSigned =
    signatures.data !== undefined &&
    signatures.data.Total > 0 &&
    signatures.data.Signed === signatures.data.Total;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <IconSignature size={22} aria-hidden />
          {signatures.isPending && <Skeleton h={24} w={140} />}
          {signatures.isError && <Text c="red.8">{t("signing.loadFailed")}</Text>}
          {signatures.data && (
            <Badge size="lg" variant="light" tt="none" color={allSigned ? "green" : "gray"}>
              {t("signing.signedCount", {
                signed: signatures.data.Signed,
                total: signatures.data.Total,
              })}
            </Badge>
          )}
        </Group>
        <AnchorLink to="/minutes-signing/$meetingId" params={{ meetingId }}>
          {t("signing.linkToPage")}
        </AnchorLink>
      </Group>
    </Paper>
  );
}
