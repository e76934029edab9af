import { Breadcrumbs, Button, Text } from "@mantine/core";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Documents.module.css";

type Props = {
  /** The library's name ("Governance Documents"), its top. */
  title: string;
  /** From the top down to the folder shown; empty at the top. */
  path: readonly DocumentFolderView[];
  onOpen: (folderId: string | null) => void;
};

/** Where in the library the page is: each folder above the current one opens it again. */
export function FolderBreadcrumb({ title, path, onOpen }: Props) {
  const { t } = useTranslation();
  const steps = [{ id: null, name: title }, ...path];
  return (
    <nav aria-label={t("documents.foldersLabel")}>
      <Breadcrumbs separatorMargin={2} mb="sm" className={classes.crumbs}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text
              key={step.id ?? "top"}
              fw={600}
              px={8}
              aria-current="location"
              className={classes.name}
            >
              {step.name}
            </Text>
          ) : (
            <Button key={step.id ?? "top"} variant="subtle" px={8} onClick={() => onOpen(step.id)}>
              {step.name}
            </Button>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
