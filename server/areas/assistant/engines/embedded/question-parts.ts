/**
 * "What did the board decide on the pay award, and what audit fee did ARC approve?": two
 * questions asked as one, split where a second question starts ("…, and what", "…; when",
 * "…? who"). Null when the question is one, or either half is too short to stand alone.
 */
export function questionParts(question: string): [string, string] | null {
  // After a comma, a semicolon or a question mark, a question's first word starts the second;
  // after a bare "and", only a question word does ("which are overdue and have no owner?" is one).
  const joint =
    /(?:,\s*(?:and|but)\s+|;\s*(?:and\s+)?|\?\s+(?:and\s+)?)(?=(?:what|what's|when|who|whom|whose|which|where|why|how|did|does|do|is|are|was|were|has|have|had|can|could|will|would|should)\b)|\s+and\s+(?:also\s+)?(?=(?:what|what's|when|who|whom|whose|which|where|why|how)\b)/gi;
  for (const m of question.matchAll(joint)) {
    const first = question.slice(0, m.index).replace(/[\s,;?]+$/, "");
    const second = question.slice(m.index + m[0].length).trim();
    if (words(first) >= 3 && words(second) >= 3) return [`${first}?`, second];
  }
  return null;
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

/** "…, and when is it due?": a second half that leans on the first, not to be asked alone. */
export function leansOnFirst(second: string): boolean {
  return /\b(it|its|they|them|their)\b/i.test(second);
}
