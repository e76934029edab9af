import { Group } from "@mantine/core";
import { ButtonLink } from "../../components/router-links.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";

/**
 * Documents has two pages: the meetings' papers and the standing library. Each shows the way
 * to the other, when the person's access opens both.
 */
export function DocumentsTabs({
  orgId,
  current,
}: {
  orgId: string;
  current: "meetings" | "library";
}) {
  const { t } = useTranslation();
  const org = useMe().organisations.find((o) => o.Id === orgId);
  if (!org?.access.documents || !org.access.documents_governance) return null;
  const libraryLabel = org.Parent ? t("documents.titleCommittee") : t("documents.titleBoard");
  return (
    <Group gap="xs" mb="md" role="navigation" aria-label={t("meetingDocuments.switchLabel")}>
      <ButtonLink
        to="/meeting-documents/$orgId"
        params={{ orgId }}
        variant={current === "meetings" ? "light" : "subtle"}
        aria-current={current === "meetings" ? "page" : undefined}
      >
        {t("meetingDocuments.title")}
      </ButtonLink>
      <ButtonLink
        to="/governance-documents/$orgId"
        params={{ orgId }}
        variant={current === "library" ? "light" : "subtle"}
        aria-current={current === "library" ? "page" : undefined}
      >
        {libraryLabel}
      </ButtonLink>
    </Group>
  );
}
