/** What the assistant says when the records the asker reads do not answer: no citation. */
export const nothingFound =
  "I couldn't find anything about that in the records you can see. Try other words, or ask about meetings, agendas, minutes, decisions, actions or declared interests.";

/** One half of a two-part question the records the asker reads do not answer, in their words. */
export function partNotFound(part: string): string {
  // Quoted as typed, but never as a citation marker ("【1†source】") the answer would carry.
  const said = part.replace(/【[^】]*】/g, "").trim();
  return `I couldn't find anything about “${said}” in the records you can see.`;
}

/** Whether an answer says it found nothing ("I couldn't find that meeting…" too). */
export function isNotFound(answer: string): boolean {
  return answer.startsWith("I couldn't find");
}
