/**
 * High-stakes steps ask for a word to be typed (ui.md). Spaces around it and its case do not
 * matter: the point is a deliberate act, not a spelling test.
 */
export function confirmWordMatches(typed: string, word: string): boolean {
  return typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
}
