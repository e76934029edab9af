import { Group, Stack, Text } from "@mantine/core";
import { AnchorLink } from "../../components/router-links.js";
import type { SignatureRequestList } from "../../data/signature-requests.js";
import { formatDate } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { RequestStatusBadge } from "./RequestSummary.js";
import classes from "./Signatures.module.css";

/** A version's signature requests under its title: "Signed 2 of 3", the status, its page. */
export function VersionSignatureRequests({ list }: { list: SignatureRequestList }) {
  const { t } = useTranslation();
  if (list.requests.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap={4}
      className={classes.plainList}
      aria-label={t("signatures.versionRequests")}
    >
      {list.requests.map((r) => (
        <Group component="li" key={r.signatureRequestId} gap="sm" wrap="wrap">
          <RequestStatusBadge status={r.status} />
          <AnchorLink
            to="/signature-request/$signatureRequestId"
            params={{ signatureRequestId: r.signatureRequestId }}
          >
            {t("signatures.signedOf", { signed: r.signed, total: r.total })}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {t("signatures.requestedByShort", {
              name: r.requestedBy,
              date: formatDate(r.requestedAt),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
