import { Alert, Box, Button, Group, Text } from "@mantine/core";
import { type DragEvent, useEffect, useState } from "react";
import type { AgendaItemView, MeetingDetail } from "../../../common/contracts/meetings.js";
import { closesMeeting } from "../../../common/meetings/agenda.js";
import { useReorderAgenda } from "../../data/meetings/agenda.js";
import { viewerTimeZone } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { AgendaItemRow, type RowDrag } from "./AgendaItemRow.js";
import {
  type DropPlace,
  dropItem,
  type MoveDirection,
  moveItem,
  type OrderEntry,
} from "./agenda-order.js";
import classes from "./Meetings.module.css";
import { formatMeetingTime, zoneName } from "./meeting-time.js";

type Props = {
  meeting: MeetingDetail;
  items: readonly AgendaItemView[];
  editing: boolean;
  onEdit: (item: AgendaItemView) => void;
  onDelete: (item: AgendaItemView) => void;
  onReload: () => void;
};

type DropTarget = { id: string; place: DropPlace };

/** A keyboard move waiting for the list to be redrawn in its new order. */
type PendingMove = { id: string; direction: MoveDirection; order: string };

/** Where focus should return once a keyboard move has been saved and the list redrawn. */
function restoreFocus(pending: PendingMove): void {
  const wanted = document.querySelector<HTMLButtonElement>(
    `[data-move="${pending.id}:${pending.direction}"]`,
  );
  const other = pending.direction === "up" ? "down" : "up";
  const fallback = document.querySelector<HTMLButtonElement>(
    `[data-move="${pending.id}:${other}"]`,
  );
  // At the top (or bottom) its own button is disabled; the opposite one still works.
  if (wanted && !wanted.disabled) wanted.focus();
  else fallback?.focus();
}

/**
 * The numbered agenda. Editors reorder by dragging a row, or from the keyboard and on
 * touch screens with each row's Move up / Move down buttons; both send the full new order.
 */
export function AgendaList({ meeting, items, editing, onEdit, onDelete, onReload }: Props) {
  const { t } = useTranslation();
  const reorder = useReorderAgenda(meeting);
  const [error, setError] = useState<string>();
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<PendingMove | null>(null);
  const order: OrderEntry[] = items.map((i) => ({
    id: i.Id,
    parentId: i.ParentId,
    closes: closesMeeting([i.Type]),
  }));

  // Only once the list shows the new order (or the move failed): restoring focus on the old
  // rows would land on a button that the redraw then disables at the top or bottom.
  const shownOrder = items.map((i) => i.Id).join(",");
  useEffect(() => {
    if (!focusAfterMove || reorder.isPending || items.length === 0) return;
    if (shownOrder !== focusAfterMove.order && !reorder.isError) return;
    restoreFocus(focusAfterMove);
    setFocusAfterMove(null);
  }, [focusAfterMove, reorder.isPending, reorder.isError, items.length, shownOrder]);

  const save = (next: OrderEntry[]) => {
    setError(undefined);
    reorder.mutate(next, { onError: (e) => setError(e.message) });
  };

  const move = (item: AgendaItemView, direction: MoveDirection) => {
    // One move at a time: the next one is computed from the saved order.
    if (reorder.isPending) return;
    const next = moveItem(order, item.Id, direction);
    if (!next) return;
    setFocusAfterMove({ id: item.Id, direction, order: next.map((e) => e.id).join(",") });
    save(next);
  };

  const endDrag = () => {
    setDragId(null);
    setDropTarget(null);
  };

  const dragFor = (item: AgendaItemView): RowDrag => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", item.Id);
      setDragId(item.Id);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragId || dragId === item.Id) return;
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      const place = event.clientY < box.top + box.height / 2 ? "before" : "after";
      if (dropTarget?.id !== item.Id || dropTarget.place !== place) {
        setDropTarget({ id: item.Id, place });
      }
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const next =
        dragId && dropTarget ? dropItem(order, dragId, dropTarget.id, dropTarget.place) : null;
      endDrag();
      if (next && !reorder.isPending) save(next);
    },
    onDragEnd: endDrag,
  });

  const closeTime = formatMeetingTime(meeting.CloseTime, meeting.TimeZone);
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{`${t("agenda.reorderFailed")} ${error}`}</Text>
            <Button variant="white" color="red" size="sm" onClick={onReload}>
              {t("agenda.reload")}
            </Button>
          </Group>
        </Alert>
      )}
      {/* Item times are on the meeting's clock; said once here rather than on every row. */}
      {meeting.TimeZone !== viewerTimeZone() && (
        <Text size="sm" c="dimmed">
          {t("agenda.timesIn", {
            zone: zoneName(meeting.StartTime, meeting.TimeZone),
            place: meeting.TimeZone,
          })}
        </Text>
      )}
      {editing && (
        <Text size="sm" c="dimmed">
          {t("agenda.dragHint")}
        </Text>
      )}
      <Box
        component="ol"
        className={classes.plainList}
        aria-label={t("agenda.heading")}
        aria-busy={reorder.isPending || undefined}
      >
        {items.map((item, index) => (
          <AgendaItemRow
            key={item.Id}
            meeting={meeting}
            item={item}
            timeZone={meeting.TimeZone}
            editing={editing}
            canMoveUp={index > 0 && moveItem(order, item.Id, "up") !== null}
            canMoveDown={moveItem(order, item.Id, "down") !== null}
            drop={dropTarget?.id === item.Id ? dropTarget.place : undefined}
            dragging={dragId === item.Id}
            drag={dragFor(item)}
            onMove={(direction) => move(item, direction)}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
          />
        ))}
      </Box>
      <Group justify="space-between" py="sm" px="xs">
        <Text fw={500}>{t("agenda.closes")}</Text>
        <Text>{closeTime}</Text>
      </Group>
    </>
  );
}
