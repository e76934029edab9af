import { ActionIcon, Anchor, Box, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { fileTypeIcons } from "../../../components/file-type-icons.js";
import { type PaperView, paperUrl } from "../../../data/meetings/papers.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Papers.module.css";
import { formatFileSize, paperKindOf } from "./paper-files.js";

const icons = fileTypeIcons;

type Props = {
  meetingId: string;
  itemTitle: string;
  papers: readonly PaperView[];
  canRemove: boolean;
  onRemove: (paper: PaperView) => void;
};

/** An item's papers: each opens in a new tab; organisers can remove one. */
export function PaperList({ meetingId, itemTitle, papers, canRemove, onRemove }: Props) {
  const { t } = useTranslation();
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
                href={paperUrl(meetingId, paper.Id)}
                target="_blank"
                rel="noopener"
                className={classes.name}
              >
                {paper.Name}
                <VisuallyHidden> {t("common.opensInNewTab")}</VisuallyHidden>
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatFileSize(paper.SizeBytes)}
              </Text>
            </Group>
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
    </Box>
  );
}
