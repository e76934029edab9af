import { IconNote } from "@tabler/icons-react";
import type { PlacedNote } from "../../../data/annotations.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { PageSize } from "../PdfPage.js";
import classes from "./Notes.module.css";

type Props = {
  size: PageSize;
  notes: readonly PlacedNote[];
  onOpen: (note: PlacedNote) => void;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * A page's highlights and notes over its picture. Highlights let clicks through to the text
 * (so words stay selectable); each note has a button at its start that opens it.
 */
export function NoteLayer({ size, notes, onOpen }: Props) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <div className={classes.layer} style={{ width: size.width, height: size.height }}>
      {notes.map((placed) => {
        const { view } = placed;
        const [x, y] = view.rects[0] ?? [0.04, 0.04, 0, 0];
        const label = view.mine
          ? view.kind === "note"
            ? t("notes.openMyNote")
            : t("notes.openMyHighlight")
          : t("notes.openTheirs", { name: view.authorName });
        return (
          <div key={view.id}>
            {view.kind === "highlight" &&
              view.rects.map(([rx, ry, rw, rh], index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a highlight's rectangles never reorder.
                  key={index}
                  className={classes.highlight}
                  data-colour={view.colour}
                  style={{
                    left: percent(rx),
                    top: percent(ry),
                    width: percent(rw),
                    height: percent(rh),
                  }}
                />
              ))}
            <button
              type="button"
              className={classes.pin}
              data-colour={view.colour}
              data-kind={view.kind}
              data-mine={view.mine || undefined}
              style={{ left: percent(x), top: percent(y) }}
              aria-label={label}
              title={view.note ?? view.quote ?? label}
              onClick={() => onOpen(placed)}
            >
              <IconNote size={14} aria-hidden />
            </button>
          </div>
        );
      })}
    </div>
  );
}
