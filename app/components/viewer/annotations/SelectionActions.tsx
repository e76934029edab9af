import { Button } from "@mantine/core";
import { IconHighlight, IconNote } from "@tabler/icons-react";
import { type RefObject, useEffect, useState } from "react";
import type { PageRect } from "../../../../common/contracts/annotations.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Notes.module.css";
import { rectsOnPage } from "./selection-rects.js";

export type Selected = { page: number; rects: PageRect[]; quote: string };

type Props = {
  scrollerRef: RefObject<HTMLElement | null>;
  canAnnotate: (page: number) => boolean;
  onHighlight: (selected: Selected) => void;
  onNote: (selected: Selected) => void;
};

type Shown = Selected & { x: number; y: number };

/** What is selected in one page's text, with where to show the buttons (above its start). */
function selectionIn(scroller: HTMLElement): Shown | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const start =
    range.startContainer instanceof Element
      ? range.startContainer
      : range.startContainer.parentElement;
  const pageElement = start?.closest<HTMLElement>("[data-page-number]");
  if (!pageElement || !scroller.contains(pageElement)) return null;
  const quote = selection.toString().replace(/\s+/g, " ").trim();
  const rects = rectsOnPage([...range.getClientRects()], pageElement.getBoundingClientRect());
  const first = range.getClientRects()[0];
  if (!quote || rects.length === 0 || !first) return null;
  return {
    page: Number(pageElement.dataset.pageNumber),
    rects,
    quote: quote.slice(0, 2000),
    x: first.left + first.width / 2,
    y: first.top,
  };
}

/** Buttons over selected words: highlight them, or write a note on them. */
export function SelectionActions({ scrollerRef, canAnnotate, onHighlight, onNote }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const update = () => {
      const scroller = scrollerRef.current;
      setShown(scroller ? selectionIn(scroller) : null);
    };
    document.addEventListener("selectionchange", update);
    const scroller = scrollerRef.current;
    scroller?.addEventListener("scroll", update);
    return () => {
      document.removeEventListener("selectionchange", update);
      scroller?.removeEventListener("scroll", update);
    };
  }, [scrollerRef]);

  if (!shown || !canAnnotate(shown.page)) return null;
  const done = (act: (s: Selected) => void) => {
    act({ page: shown.page, rects: shown.rects, quote: shown.quote });
    document.getSelection()?.removeAllRanges();
    setShown(null);
  };
  // Pressing a button must not first clear the selection it acts on.
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div className={classes.selectionActions} style={{ left: shown.x, top: shown.y }}>
      <Button
        size="compact-sm"
        leftSection={<IconHighlight size={16} aria-hidden />}
        onMouseDown={keepSelection}
        onClick={() => done(onHighlight)}
      >
        {t("notes.highlight")}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconNote size={16} aria-hidden />}
        onMouseDown={keepSelection}
        onClick={() => done(onNote)}
      >
        {t("notes.addNoteOnWords")}
      </Button>
    </div>
  );
}
