/** What the assistant says when the records the asker reads do not answer: no citation. */
export const nothingFound =
  "I couldn't find anything about that in the records you can see. Try other words, or ask about meetings, agendas, minutes, decisions, actions or declared interests.";

/** One half of a two-part question the records the asker reads do not answer, in their words. */
export function partNotFound(part: string): string {
  return `I couldn't find anything about “${part.trim()}” in the records you can see.`;
}
