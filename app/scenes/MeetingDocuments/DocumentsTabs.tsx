import { Button, Group } from "@mantine/core";
import { IconNotes } from "@tabler/icons-react";
import { useState } from "react";
import { ButtonLink } from "../../components/router-links.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { MyNotesDialog } from "./MyNotesDialog.js";

/**
 * Documents has two pages: the meetings' papers and the standing library. Each shows the way
 * to the other, when the person's access opens both, and the person's own notes on either.
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
  const [notesOpen, setNotesOpen] = useState(false);
  if (!org) return null;
  const both = org.access.documents && org.access.documents_governance;
  const libraryLabel = org.Parent ? t("documents.titleCommittee") : t("documents.titleBoard");
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      {both ? <Tabs orgId={orgId} current={current} libraryLabel={libraryLabel} /> : <span />}
      <Button
        variant="subtle"
        leftSection={<IconNotes size={18} aria-hidden />}
        onClick={() => setNotesOpen(true)}
      >
        {t("myNotes.button")}
      </Button>
      <MyNotesDialog orgId={orgId} opened={notesOpen} onClose={() => setNotesOpen(false)} />
    </Group>
  );
}

function Tabs({
  orgId,
  current,
  libraryLabel,
}: {
  orgId: string;
  current: "meetings" | "library";
  libraryLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="navigation" aria-label={t("meetingDocuments.switchLabel")}>
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
