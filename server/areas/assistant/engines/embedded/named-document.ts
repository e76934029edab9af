import type { Passage } from "../../retrieval/passage.js";
import { fold } from "../../understanding/question-analysis.js";

/** Words a document is called by on its own ("what does our constitution say…"). */
const documentNouns =
  /^(constitution|rules|bylaws|by-laws|charter|handbook|articles|declaration|regulations)$/;
const small = new Set(["of", "and", "the", "for", "a", "an", "to", "in", "on", "our", "&"]);

/** A document's name without its page ("…, page 2"), years, and the organisation it is of. */
function nameWords(title: string): string[] {
  const name = fold(title)
    .replace(/,? page \d+$/, "")
    .replace(
      /\b(of|for) (the )?[a-z0-9'&.\s-]*?(ltd|limited|inc|trust|foundation|association|society|club|council)\.?$/,
      "",
    );
  return (name.match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !small.has(w));
}

/**
 * "What's the emissions target in our strategic plan?", "what does the constitution say…": a
 * governance document the question names, by two of its name's words in a row or by what it is
 * ("constitution"). Minutes that agreed the plan's targets are not the plan.
 */
export function namedDocument(question: string): (p: Passage) => boolean {
  // "The Financial Regs", "the ToR": the words of the name, said short.
  const q = ` ${fold(question)
    .replace(/[^a-z0-9' -]+/g, " ")
    .replace(/\bregs\b/g, "regulations")
    .replace(/\btors?\b/g, "terms of reference")} `;
  return (p) => {
    if (p.sourceType !== "governanceDocument") return false;
    const words = nameWords(p.title);
    if (words[0] && documentNouns.test(words[0]) && q.includes(` ${words[0]} `)) return true;
    return words.some((w, i) => {
      const next = words[i + 1];
      return next !== undefined && q.includes(` ${w} ${next} `);
    });
  };
}

/**
 * The document a question names by its own name ("the Reserves Policy says", "under the
 * Financial Regs", "the Code of Conduct"), as records write it; null for a policy in general
 * ("our policy", "which policy").
 */
export function documentNamed(question: string): string | null {
  const q = fold(question).replace(/\bregs\b/g, "regulations");
  const whole =
    /\b(standing orders|code of conduct|terms of reference|constitution|bylaws|by-laws|memorandum|articles of association|trust deed)\b/.exec(
      q,
    );
  if (whole?.[1]) return whole[1];
  // Not "the council's policy", "board policy", "the quorum rules", "the voting procedure": whose
  // policy, or what a rule is about, not a document's own name.
  const named = [
    ...q.matchAll(
      /\b([a-z&'-]+) (policy|procedure|protocol|handbook|regulations|rules|charter)\b/g,
    ),
  ].find((m) => {
    const word = m[1] ?? "";
    return (
      !word.endsWith("'s") &&
      !/^(our|the|a|an|this|that|its|their|any|which|what|whose|each|every|your|my|new|old|current|latest|same|and|or|of|to|in|on|for|under|per|council|board|trust|club|committee|company|school|charity|association|society|corporation|college|academy|foundation|quorum|voting|vote|parking|hire|special|working|meeting|meetings|election|elections|house|standing|general|these|those)$/.test(
        word,
      )
    );
  });
  return named ? `${named[1]} ${named[2]}` : null;
}
