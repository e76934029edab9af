import { type SQL, sql } from "drizzle-orm";

/** One word being typed at the end of the search: letters and digits only, safe for to_tsquery. */
const typedWord = /(?:^|\s)([\p{L}\p{N}]+)$/u;

/** What was typed, as the three texts its tsquery is made of (`tsQueryOf`). */
export type TsQueryParts = { words: string; rest: string; prefix: string };

/**
 * The tsquery for what was typed. websearch_to_tsquery reads quotes, "or" and "-" the way
 * search boxes do and never fails on odd input. While someone types, the last word is
 * usually unfinished ("budg"), which the stemmer cannot match, so the query also accepts
 * that word as a prefix of a stored word alongside the rest. Without such a word `rest`
 * and `prefix` are empty, and so is the alternative they make.
 */
export function tsQueryParts(q: string): TsQueryParts {
  const last = typedWord.exec(q);
  if (!last?.[1]) return { words: q, rest: "", prefix: "" };
  return { words: q, rest: q.slice(0, q.length - last[1].length), prefix: `${last[1]}:*` };
}

/** The tsquery of its parts, given as SQL values or placeholders. */
export function tsQueryOf(parts: Record<keyof TsQueryParts, SQL>): SQL {
  return sql`(websearch_to_tsquery('quorate', ${parts.words}) || (websearch_to_tsquery('quorate', ${parts.rest}) && to_tsquery('quorate', ${parts.prefix})))`;
}

export function searchTsQuery(q: string): SQL {
  const parts = tsQueryParts(q);
  if (parts.prefix === "") return sql`websearch_to_tsquery('quorate', ${q})`;
  return tsQueryOf({
    words: sql`${parts.words}`,
    rest: sql`${parts.rest}`,
    prefix: sql`${parts.prefix}`,
  });
}

/** Private-use characters: ts_headline puts them around matches, and typed text never has them. */
export const matchStart = "\uE000";
export const matchEnd = "\uE001";
export const headlineOptions = `HighlightAll=true, StartSel=${matchStart}, StopSel=${matchEnd}`;

export type TextPart = { text: string; match: boolean };

/**
 * Splits ts_headline's output into plain and matched runs. If the original itself held a
 * marker character the marks cannot be trusted, so the original is returned unmarked.
 */
export function headlineParts(original: string, headline: string): TextPart[] {
  if (original === "") return [];
  if (original.includes(matchStart) || original.includes(matchEnd))
    return [{ text: original, match: false }];
  const parts: TextPart[] = [];
  let match = false;
  for (const piece of headline.split(/([\uE000\uE001])/u)) {
    if (piece === matchStart) match = true;
    else if (piece === matchEnd) match = false;
    else if (piece !== "") {
      const last = parts.at(-1);
      if (last && last.match === match) last.text += piece;
      else parts.push({ text: piece, match });
    }
  }
  return parts;
}
