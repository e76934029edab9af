import { ActionIcon, Anchor, Box, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { fileTypeIcons } from "../../../components/file-type-icons.js";
import { ReaderInitials } from "../../../components/ReaderInitials.js";
import { type FileToView, FileViewerDialog } from "../../../components/viewer/FileViewerDialog.js";
import type { PaperView } from "../../../data/meetings/papers.js";
import type { FileReader } from "../../../data/meetings/readers.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Papers.module.css";
import { formatFileSize, paperKindOf } from "./paper-files.js";
import { paperToView } from "./paper-to-view.js";

const icons = fileTypeIcons;

type Props = {
  meetingId: string;
  /** The server's word: may this reader take papers away (else they are read in the viewer only). */
  downloadable: boolean;
  /** Who opened each paper, for the meeting's editors; absent for everyone else. */
  readers?: Record<string, FileReader[]> | undefined;
  itemTitle: string;
  papers: readonly PaperView[];
  canRemove: boolean;
  onRemove: (paper: PaperView) => void;
};

/** An item's papers: each opens in the viewer; organisers can remove one. */
export function PaperList({
  meetingId,
  downloadable,
  readers,
  itemTitle,
  papers,
  canRemove,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FileToView | null>(null);
  const view = (paper: PaperView) => paperToView(meetingId, paper, downloadable);
  return (
    <Box
      component="ul"
      className={classes.plainList}
      aria-label={t("papers.listLabel", { title: itemTitle })}
    >
      {papers.map((paper) => {
        const Icon = icons[paperKindOf(paper.Name, paper.Mime)];
        return (
          <Group component="li" key={paper.Id} gap="xs" wrap="nowrap" mih={40}>
            <Icon size={20} aria-hidden />
            <Group gap="xs" flex={1} wrap="wrap">
              <Anchor
                component="button"
                type="button"
                className={classes.name}
                onClick={() => setOpen(view(paper))}
              >
                {paper.Name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatFileSize(paper.SizeBytes)}
              </Text>
            </Group>
            {readers && <ReaderInitials readers={readers[paper.Id] ?? []} />}
            {canRemove && (
              <ActionIcon
                aria-label={t("papers.remove", { name: paper.Name })}
                color="red"
                onClick={() => onRemove(paper)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      <FileViewerDialog file={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
