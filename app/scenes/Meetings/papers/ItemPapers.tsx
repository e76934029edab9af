import { Box, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPaperclip } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useRef, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../../common/contracts/meetings.js";
import { allowedPaperTypes } from "../../../../common/uploads.js";
import { type PaperView, useRemovePaper } from "../../../data/papers.js";
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

/** Organisers attach and remove papers until the minutes are confirmed (the server agrees). */
export function canAttachPapers(meeting: Pick<MeetingDetail, "Abilities" | "State">): boolean {
  return meeting.Abilities.edit && meeting.State !== "Complete";
}

const carriesFiles = (event: DragEvent<HTMLElement>) =>
  Array.from(event.dataTransfer.types).includes("Files");

type Props = {
  meeting: Pick<MeetingDetail, "Id" | "Abilities" | "State">;
  item: AgendaItemView;
  /** The item itself; its papers follow, and files can be dropped anywhere on it. */
  children: ReactNode;
};

/** An agenda item with its papers: links for everyone, attach / drop / remove for organisers. */
export function ItemPapers({ meeting, item, children }: Props) {
  const { t } = useTranslation();
  const title = item.Title;
  const canAttach = canAttachPapers(meeting);
  const uploads = usePaperUploads(meeting.Id, item.Id);
  const remove = useRemovePaper(meeting.Id);
  const input = useRef<HTMLInputElement>(null);
  const [fileOver, setFileOver] = useState(false);
  const [removing, setRemoving] = useState<PaperView | null>(null);

  const send = (files: FileList | null) => {
    if (files) void uploads.start(Array.from(files));
  };

  // Only file drags are ours: agenda rows are dragged to reorder them too.
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = "copy";
    if (!fileOver) setFileOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    setFileOver(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setFileOver(false);
    send(event.dataTransfer.files);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.Name;
    remove.mutate(removing.Id, {
      onSuccess: () => notifications.show({ message: t("papers.removed", { name }) }),
      onError: (e) => notifications.show({ color: "red", message: e.message }),
      onSettled: () => setRemoving(null),
    });
  };

  const hasContent = item.Papers.length > 0 || uploads.rows.length > 0 || canAttach;
  return (
    <Box
      className={classes.dropZone}
      data-file-over={fileOver || undefined}
      {...(canAttach ? { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } : {})}
    >
      {children}
      {hasContent && (
        <Stack gap="xs" className={classes.papers}>
          {item.Papers.length > 0 && (
            <PaperList
              meetingId={meeting.Id}
              itemTitle={title}
              papers={item.Papers}
              canRemove={canAttach}
              onRemove={setRemoving}
            />
          )}
          <UploadRows itemTitle={title} rows={uploads.rows} onDismiss={uploads.dismiss} />
          {canAttach && (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPaperclip size={18} aria-hidden />}
                aria-label={t("papers.attachTo", { title })}
                onClick={() => input.current?.click()}
              >
                {t("papers.attach")}
              </Button>
              {fileOver && (
                <Text size="sm" fw={500}>
                  {t("papers.dropHere", { title })}
                </Text>
              )}
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
            </Group>
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
