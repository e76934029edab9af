import { ActionIcon, Box, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPaperclip } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../../common/contracts/meetings.js";
import { allowedPaperTypes } from "../../../../common/uploads.js";
import { useFileDrop } from "../../../components/use-file-drop.js";
import { type PaperView, useRemovePaper } from "../../../data/meetings/papers.js";
import { useMeetingReaders } from "../../../data/meetings/readers.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { PaperList } from "./PaperList.js";
import classes from "./Papers.module.css";
import { UploadRows } from "./UploadRows.js";
import { usePaperUploads } from "./usePaperUploads.js";

/** The picker offers the allowed types; dropped files are checked the same way before sending. */
const accept = Object.keys(allowedPaperTypes)
  .map((ext) => `.${ext}`)
  .join(",");

type Props = {
  meeting: Pick<MeetingDetail, "Id" | "Abilities" | "State" | "FilesDownloadable">;
  item: AgendaItemView;
  /**
   * The item itself, given its "Attach papers" control (null when papers cannot be attached)
   * to place among its own controls; its papers follow, and files can be dropped anywhere on it.
   */
  children: (attachControl: ReactNode) => ReactNode;
};

/**
 * An agenda item with its papers: links for everyone; for organisers one compact attach
 * control per item, dropping files on the item, and removing papers.
 */
export function ItemPapers({ meeting, item, children }: Props) {
  const { t } = useTranslation();
  const title = item.Title;
  // Organisers attach and remove papers until the minutes are confirmed (the server's rule).
  const canAttach = meeting.Abilities.editAgenda;
  const uploads = usePaperUploads(meeting.Id, item.Id);
  const remove = useRemovePaper(meeting.Id);
  // Read receipts are the editors' (initials beside each paper).
  const readers = useMeetingReaders(meeting.Id, meeting.Abilities.edit);
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<PaperView | null>(null);

  const send = (files: FileList | null) => {
    if (files) void uploads.start(Array.from(files));
  };

  // Only file drags are ours: agenda rows are dragged to reorder them too.
  const drop = useFileDrop(canAttach && !item.IsHeading, (files) => void uploads.start(files));
  const fileOver = drop.fileOver;

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.Name;
    remove.mutate(removing.Id, {
      onSuccess: () => notifications.show({ message: t("papers.removed", { name }) }),
      onError: (e) => notifications.show({ color: "red", message: e.message }),
      onSettled: () => setRemoving(null),
    });
  };

  // A section heading only groups items; papers go on the items themselves.
  const attachControl =
    canAttach && !item.IsHeading ? (
      <>
        <Tooltip label={t("papers.attach")}>
          <ActionIcon
            variant="default"
            aria-label={t("papers.attachTo", { title })}
            onClick={() => input.current?.click()}
          >
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            multiple
            accept={accept}
            tabIndex={-1}
            aria-label={t("papers.chooseFor", { title })}
            onChange={(event) => {
              send(event.currentTarget.files);
              // Choosing the same file again (after a fix) must fire a change.
              event.currentTarget.value = "";
            }}
          />
        </VisuallyHidden>
      </>
    ) : null;
  const hasContent = item.Papers.length > 0 || uploads.rows.length > 0 || fileOver;
  return (
    <Box className={classes.dropZone} data-file-over={fileOver || undefined} {...drop.handlers}>
      {children(attachControl)}
      {hasContent && (
        <Stack gap="xs" className={classes.papers}>
          {item.Papers.length > 0 && (
            <PaperList
              meetingId={meeting.Id}
              downloadable={meeting.FilesDownloadable}
              readers={readers.data?.papers}
              itemTitle={title}
              papers={item.Papers}
              canRemove={canAttach}
              onRemove={setRemoving}
            />
          )}
          <UploadRows itemTitle={title} rows={uploads.rows} onDismiss={uploads.dismiss} />
          {fileOver && (
            <Text size="sm" fw={500}>
              {t("papers.dropHere", { title })}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        question={
          removing && {
            title: t("papers.removeTitle", { name: removing.Name }),
            message: t("papers.removeText", { name: removing.Name, title }),
            confirmLabel: t("papers.removeConfirm"),
          }
        }
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
