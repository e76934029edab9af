import type { TextAnnotation } from "../../../../common/assistant/citations.js";

const marker = /[[【]([^[\]【】\n]*)†([^[\]【】\n]*)[\]】]/g;

/**
 * The model's text on its way to the asker: a marker naming one of the numbered sources
 * retrieval gave it becomes that source's citation; any other marker (an invented number, a
 * source the asker may not read) is dropped. Markers split across streamed pieces are held
 * back until they close.
 */
export class CitationFilter {
  private held = "";

  constructor(private readonly sources: readonly Omit<TextAnnotation, "textToReplace">[]) {}

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
      const source = Number.isInteger(n) ? this.sources[n - 1] : undefined;
      if (!source) return "";
      const textToReplace = `【${n}†source】`;
      textAnnotations.push({ ...source, textToReplace });
      return textToReplace;
    });
    return { text: out, textAnnotations };
  }
}
