import { Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import {
  IconCalendar,
  IconCheckbox,
  IconLetterCase,
  IconSignature,
  IconTextSize,
  IconUser,
} from "@tabler/icons-react";
import { type PointerEvent, useRef, useState } from "react";
import {
  type SignatureFieldType,
  signatureFieldTypes,
} from "../../../common/contracts/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { type Point, pointInPage } from "./field-geometry.js";
import { signerColour } from "./field-order.js";
import type { DraftSigner } from "./request-draft.js";
import classes from "./Signatures.module.css";

const icons = {
  signature: IconSignature,
  initials: IconLetterCase,
  name: IconUser,
  date: IconCalendar,
  text: IconTextSize,
  checkbox: IconCheckbox,
} as const;

type Props = {
  signers: readonly DraftSigner[];
  signerKey: string;
  onSigner: (key: string) => void;
  /** A field dropped on a page at a point (fractions), or, with no page, at the visible page's centre. */
  onAdd: (type: SignatureFieldType, drop: { page: number; at: Point } | null) => void;
};

/** Further than this (pixels) from where it was pressed, a press is a drag, not a click. */
const dragThreshold = 6;

type Dragging = { type: SignatureFieldType; startX: number; startY: number; x: number; y: number };

const farEnough = (d: Dragging) => Math.hypot(d.x - d.startX, d.y - d.startY) >= dragThreshold;

/** The page under a point of the screen, and where on it, for a drop. */
function pageUnder(x: number, y: number): { page: number; at: Point } | null {
  const element = document
    .elementsFromPoint(x, y)
    .map((e) => e.closest<HTMLElement>("[data-page-number]"))
    .find((e) => e !== null);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return { page: Number(element.dataset.pageNumber), at: pointInPage({ x, y }, rect) };
}

/**
 * The fields to place, for the signer chosen: pressed (or Enter) adds one at the centre of the
 * page in view; dragged onto a page (mouse, pen or finger), it goes where it is dropped.
 */
export function FieldPalette({ signers, signerKey, onSigner, onAdd }: Props) {
  const { t } = useTranslation();
  // The drag itself in a ref (events can come faster than renders); the state only draws it.
  const drag = useRef<Dragging | null>(null);
  const [ghost, setGhost] = useState<Dragging | null>(null);
  const dropped = useRef(false);
  const position = signers.findIndex((s) => s.key === signerKey);
  const colour = `var(--mantine-color-${signerColour(Math.max(0, position))}-6)`;

  const down = (type: SignatureFieldType) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { clientX: x, clientY: y } = event;
    drag.current = { type, startX: x, startY: y, x, y };
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const now = drag.current;
    if (!now) return;
    drag.current = { ...now, x: event.clientX, y: event.clientY };
    setGhost(farEnough(drag.current) ? drag.current : null);
  };
  const up = (event: PointerEvent<HTMLButtonElement>) => {
    const now = drag.current;
    drag.current = null;
    setGhost(null);
    if (!now || !farEnough({ ...now, x: event.clientX, y: event.clientY })) return;
    // The click that follows the pointer's release is not a second add.
    dropped.current = true;
    const drop = pageUnder(event.clientX, event.clientY);
    if (drop) onAdd(now.type, drop);
  };
  const cancel = () => {
    drag.current = null;
    setGhost(null);
  };
  const click = (type: SignatureFieldType) => () => {
    if (dropped.current) {
      dropped.current = false;
      return;
    }
    onAdd(type, null);
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("signatures.placingFor")}
          value={signerKey}
          data={signers.map((s) => ({ value: s.key, label: s.name }))}
          onChange={(event) => onSigner(event.currentTarget.value)}
          leftSection={
            <span className={classes.swatch} style={{ ["--field-colour" as string]: colour }} />
          }
          miw={220}
        />
        <Group gap={6} wrap="wrap" role="group" aria-label={t("signatures.palette")}>
          {signatureFieldTypes.map((type) => {
            const Icon = icons[type];
            return (
              <Button
                key={type}
                variant="default"
                className={classes.paletteButton}
                leftSection={<Icon size={18} aria-hidden />}
                onPointerDown={down(type)}
                onPointerMove={move}
                onPointerUp={up}
                onPointerCancel={cancel}
                onClick={click(type)}
              >
                {t(`signatures.fieldTypes.${type}`)}
              </Button>
            );
          })}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t("signatures.paletteHelp")}
      </Text>
      {ghost && (
        <div
          className={classes.ghost}
          style={{ left: ghost.x, top: ghost.y, ["--field-colour" as string]: colour }}
          aria-hidden
        >
          {t(`signatures.fieldTypes.${ghost.type}`)}
        </div>
      )}
    </Stack>
  );
}
