import { ActionIcon, Button, Checkbox, NativeSelect, Popover, Stack } from "@mantine/core";
import { IconDots, IconTrash } from "@tabler/icons-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import type { PageSize } from "../../components/viewer/PdfPage.js";
import { useTranslation } from "../../i18n/translate.js";
import { arrowStep, type FieldBox, moveBox, resizeBox } from "./field-geometry.js";
import { signerColour } from "./field-order.js";
import type { DraftChange, DraftField, DraftSigner } from "./request-draft.js";
import classes from "./Signatures.module.css";

type Props = {
  field: DraftField;
  size: PageSize;
  signers: readonly DraftSigner[];
  /** Just added: takes the focus, so keys act on it at once. */
  focusNow: boolean;
  onChange: (change: DraftChange) => void;
  helpId: string;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** A drag in progress: where the pointer began and the field's box then. */
type Drag = { kind: "move" | "resize"; startX: number; startY: number; box: FieldBox };

/**
 * A field being placed: dragged to move (mouse, pen or finger), its corner dragged to resize;
 * from the keyboard, arrows move it (Shift further), Alt+arrows resize it, Delete removes it.
 * Its menu changes its signer, whether it is required, or removes it.
 */
export function PlacedField({ field, size, signers, focusNow, onChange, helpId }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const position = signers.findIndex((s) => s.key === field.signerKey);
  const signer = signers[position];
  const typeLabel = t(`signatures.fieldTypes.${field.type}`);
  const label = t("signatures.fieldLabel", {
    type: typeLabel,
    name: signer?.name ?? "",
    page: field.page,
  });

  useEffect(() => {
    if (!focusNow) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: "center", inline: "nearest" });
  }, [focusNow]);

  const start = (kind: Drag["kind"]) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, box: field };
    ref.current?.focus();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const now = drag.current;
    if (!now) return;
    const dx = (event.clientX - now.startX) / Math.max(1, size.width);
    const dy = (event.clientY - now.startY) / Math.max(1, size.height);
    const box = now.kind === "move" ? moveBox(now.box, dx, dy) : resizeBox(now.box, dx, dy);
    onChange({ type: "placeField", id: field.id, box });
  };

  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onChange({ type: "removeField", id: field.id });
      return;
    }
    const step = arrowStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    if (event.altKey)
      onChange({ type: "resizeField", id: field.id, dWidth: step.x, dHeight: step.y });
    else onChange({ type: "moveField", id: field.id, dx: step.x, dy: step.y });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a box moved by dragging and by keys holds a menu button, so it cannot be a <button> itself.
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      className={classes.field}
      data-placing
      data-field-id={field.id}
      aria-label={label}
      aria-describedby={helpId}
      style={{
        left: percent(field.x),
        top: percent(field.y),
        width: percent(field.width),
        height: percent(field.height),
        ["--field-colour" as string]: `var(--mantine-color-${signerColour(Math.max(0, position))}-6)`,
      }}
      onKeyDown={onKeyDown}
      onPointerDown={start("move")}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <span className={classes.fieldLabel} aria-hidden>
        {typeLabel}
        {field.required ? " *" : ""}
      </span>
      <span className={classes.fieldLabel} aria-hidden>
        {signer?.name}
      </span>
      <FieldMenu field={field} signers={signers} onChange={onChange} label={label} />
      <span
        className={classes.resize}
        aria-hidden
        onPointerDown={start("resize")}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </div>
  );
}

function FieldMenu({
  field,
  signers,
  onChange,
  label,
}: Pick<Props, "field" | "signers" | "onChange"> & { label: string }) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          className={classes.menu}
          size="sm"
          variant="subtle"
          color="dark"
          aria-label={t("signatures.fieldMenu", { field: label })}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" w={220}>
          <NativeSelect
            label={t("signatures.fieldSigner")}
            value={field.signerKey}
            data={signers.map((s) => ({ value: s.key, label: s.name }))}
            onChange={(event) =>
              onChange({
                type: "updateField",
                id: field.id,
                change: { signerKey: event.currentTarget.value },
              })
            }
          />
          <Checkbox
            label={t("signatures.fieldRequired")}
            checked={field.required}
            onChange={(event) =>
              onChange({
                type: "updateField",
                id: field.id,
                change: { required: event.currentTarget.checked },
              })
            }
          />
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange({ type: "removeField", id: field.id })}
          >
            {t("signatures.removeField")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
