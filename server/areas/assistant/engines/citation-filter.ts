import type { TextAnnotation } from "../../../../common/assistant/citations.js";

export const marker = /[[【]([^[\]【】\n]*)†([^[\]【】\n]*)[\]】]/g;

type Source = Omit<TextAnnotation, "textToReplace">;
/** The source a marker's number names, or undefined; looked up when the marker is read. */
export type SourceLookup = (n: number) => Source | undefined;

/**
 * The model's text on its way to the asker: a marker naming one of the numbered sources
 * retrieval gave it becomes that source's citation; any other marker (an invented number, a
 * source the asker may not read) is dropped. Markers split across streamed pieces are held
 * back until they close. A lookup rather than a list lets the sources grow while the answer
 * streams (the model's tools cite records as they run, before the text that names them).
 */
export class CitationFilter {
  private held = "";

  private readonly source: SourceLookup;

  constructor(sources: readonly Source[] | SourceLookup) {
    this.source = typeof sources === "function" ? sources : (n) => sources[n - 1];
  }

  /** Text safe to show now, with the annotations its markers need. */
  push(piece: string): { text: string; textAnnotations: TextAnnotation[] } {
    this.held += piece;
    const open = Math.max(this.held.lastIndexOf("["), this.held.lastIndexOf("【"));
    const closed = Math.max(this.held.lastIndexOf("]"), this.held.lastIndexOf("】"));
    // An unclosed bracket near the end may be the start of a marker: keep it for the next piece.
    const cut = open > closed && this.held.length - open < 40 ? open : this.held.length;
    const ready = this.held.slice(0, cut);
    this.held = this.held.slice(cut);
    return this.rewrite(ready);
  }

  /** Whatever is still held when the stream ends. */
  flush(): { text: string; textAnnotations: TextAnnotation[] } {
    const rest = this.held;
    this.held = "";
    return this.rewrite(rest);
  }

  private rewrite(text: string): { text: string; textAnnotations: TextAnnotation[] } {
    const textAnnotations: TextAnnotation[] = [];
    const out = text.replace(marker, (_all, before: string) => {
      const n = Number(before.match(/(\d+)\s*$/)?.[1] ?? before.match(/^(\d+)/)?.[1]);
      const source = Number.isInteger(n) && n > 0 ? this.source(n) : undefined;
      if (!source) return "";
      const textToReplace = `【${n}†source】`;
      textAnnotations.push({ ...source, textToReplace });
      return textToReplace;
    });
    return { text: out, textAnnotations };
  }
}
