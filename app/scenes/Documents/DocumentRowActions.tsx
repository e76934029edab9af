import { IconCalendarDue, IconFileUpload, IconHistory, IconTrash } from "@tabler/icons-react";
import { useBinDocument } from "../../data/documents/bin.js";
import type { DocumentView } from "../../data/documents/documents.js";
import { useTranslation } from "../../i18n/translate.js";
import { LibraryRowActions } from "./LibraryRowActions.js";
import { ReplaceDocumentForm } from "./ReplaceDocumentForm.js";
import { ReviewDatesForm } from "./ReviewDatesForm.js";
import { VersionHistory } from "./VersionHistory.js";

type Props = { orgId: string; document: DocumentView };

/**
 * For those who keep the library: a new version, the history, its approval and review dates,
 * or the bin for one document.
 */
export function DocumentRowActions({ orgId, document }: Props) {
  const { t } = useTranslation();
  const bin = useBinDocument(orgId);
  const name = document.name;
  return (
    <LibraryRowActions
      label={t("documents.documentActionsFor", { name })}
      actions={[
        {
          label: t("documents.replace"),
          icon: IconFileUpload,
          form: {
            title: t("documents.replaceTitle", { name }),
            render: (close) => (
              <ReplaceDocumentForm orgId={orgId} document={document} onClose={close} />
            ),
          },
        },
        {
          label: t("documents.history"),
          icon: IconHistory,
          form: {
            title: t("documents.historyTitle", { name }),
            size: "lg",
            render: () => <VersionHistory orgId={orgId} document={document} />,
          },
        },
        {
          label: t("documents.reviewDates"),
          icon: IconCalendarDue,
          form: {
            title: t("documents.reviewDatesTitle", { name }),
            render: (close) => (
              <ReviewDatesForm orgId={orgId} document={document} onClose={close} />
            ),
          },
        },
        {
          label: t("documents.moveToBin"),
          icon: IconTrash,
          danger: true,
          confirm: {
            title: t("documents.binTitle", { name }),
            message: t("documents.binText", { name }),
            confirmLabel: t("documents.moveToBin"),
            run: () => bin.mutateAsync(document.documentId),
            done: t("documents.binned", { name }),
          },
        },
      ]}
    />
  );
}
