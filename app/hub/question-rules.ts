import { assistantLimits } from "../../common/assistant/assistant-limits.js";

/**
 * Spec §5: empty or whitespace-only text is ignored, and at most 1,000 characters are sent.
 * The text goes as typed, without the blank lines around it. Null means nothing is sent.
 */
export function questionToSend(text: string): string | null {
  const question = text.trim();
  if (question === "" || question.length > assistantLimits.inputMaxLength) return null;
  return question;
}

type KeyPress = { key: string; shiftKey: boolean; isComposing: boolean };

/**
 * Enter sends and Shift+Enter starts a new line (spec §2). Enter that confirms an input
 * method's composition (Japanese, Chinese…) only ends the composition.
 */
export function isSendKey(press: KeyPress): boolean {
  return press.key === "Enter" && !press.shiftKey && !press.isComposing;
}
