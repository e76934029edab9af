import { ActionIcon, Badge, Box, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import type { DragEvent } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../common/contracts/meetings.js";
import { agendaItemTypeLabels } from "../../../common/meetings/agenda.js";
import { RichTextView } from "../../components/rich-text/RichTextView.js";
import { storedDoc } from "../../components/rich-text/rich-text-value.js";
import { useTranslation } from "../../i18n/translate.js";
import type { DropPlace, MoveDirection } from "./agenda-order.js";
import classes from "./Meetings.module.css";
import { formatDuration, formatMeetingTime } from "./meeting-time.js";
import { ItemPapers } from "./papers/ItemPapers.js";

export type RowDrag = {
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
};

type Props = {
  meeting: Pick<MeetingDetail, "Id" | "Abilities" | "State" | "FilesDownloadable">;
  item: AgendaItemView;
  timeZone: string;
  editing: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  drop: DropPlace | undefined;
  dragging: boolean;
  drag: RowDrag;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** The element a search result scrolls to (`meeting/{id}?item={agendaItemId}`). */
export const agendaItemElementId = (agendaItemId: string) => `agenda-item-${agendaItemId}`;

/** One agenda item: number, title, what kind, who, how long, when it starts and its papers. */
export function AgendaItemRow(props: Props) {
  const { item, timeZone, editing, canMoveUp, canMoveDown, drop, dragging, drag } = props;
  const { t } = useTranslation();
  const title = item.Title;

  return (
    <Box
      component="li"
      id={agendaItemElementId(item.Id)}
      tabIndex={-1}
      className={item.ParentId ? `${classes.row} ${classes.child}` : classes.row}
      data-drop={drop}
      data-dragging={dragging || undefined}
      draggable={editing}
      {...(editing ? drag : {})}
    >
      <ItemPapers meeting={props.meeting} item={item}>
        {(attachControl) => (
          <Group justify="space-between" align="flex-start" py="sm" px="xs" gap="sm">
            <Group align="flex-start" wrap="nowrap" gap="xs" flex={1} miw="16rem">
              {editing && <IconGripVertical size={20} className={classes.dragHandle} aria-hidden />}
              <Text className={classes.number} fw={item.IsHeading ? 700 : 500}>
                {item.Number}
              </Text>
              <Stack gap={4} flex={1}>
                {item.IsHeading ? (
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                ) : (
                  <Text fw={500}>{title}</Text>
                )}
                <Group gap="sm">
                  {/* Smart items can be renamed; the badge says what kind they are when the title does not. */}
                  {item.Type !== "Generic" && item.Title !== agendaItemTypeLabels[item.Type] && (
                    <Badge variant="outline" color="gray" tt="none" fw={500}>
                      {agendaItemTypeLabels[item.Type]}
                    </Badge>
                  )}
                  {item.Presenter && (
                    <Text size="sm" c="dimmed">
                      {t("agenda.presenter", { name: item.Presenter })}
                    </Text>
                  )}
                  {item.DurationMinutes > 0 && (
                    <Text size="sm" c="dimmed">
                      {t("agenda.duration", { duration: formatDuration(item.DurationMinutes) })}
                    </Text>
                  )}
                </Group>
                {item.Description && (
                  <RichTextView size="sm" doc={storedDoc(item.DescriptionDoc, item.Description)} />
                )}
                {item.Type === "Vote" && item.Motion && (
                  <Text size="sm" className={classes.preserveLines}>
                    <strong>{t("agendaItem.motion")}:</strong> {item.Motion}
                  </Text>
                )}
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t("agenda.startsAt", {
                  time: formatMeetingTime(item.StartsAt, timeZone, timeZone),
                })}
              </Text>
              {attachControl}
              {editing && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    aria-label={t("agenda.moveUp", { title })}
                    data-move={`${item.Id}:up`}
                    disabled={!canMoveUp}
                    onClick={() => props.onMove("up")}
                  >
                    <IconArrowUp size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    aria-label={t("agenda.moveDown", { title })}
                    data-move={`${item.Id}:down`}
                    disabled={!canMoveDown}
                    onClick={() => props.onMove("down")}
                  >
                    <IconArrowDown size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon aria-label={t("agenda.edit", { title })} onClick={props.onEdit}>
                    <IconPencil size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    aria-label={t("agenda.delete", { title })}
                    color="red"
                    onClick={props.onDelete}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Group>
        )}
      </ItemPapers>
    </Box>
  );
}
