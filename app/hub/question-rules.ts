import { question } from "../../common/contracts/assistant-hub.js";

/**
 * Spec §5: empty or whitespace-only text is ignored, and at most 1,000 characters are sent.
 * The text goes as typed, without the blank lines around it. Null means nothing is sent.
 */
export function questionToSend(text: string): string | null {
  const parsed = question.safeParse(text);
  return parsed.success ? parsed.data : null;
}

type KeyPress = { key: string; shiftKey: boolean; isComposing: boolean };

/**
 * Enter sends and Shift+Enter starts a new line (spec §2). Enter that confirms an input
 * method's composition (Japanese, Chinese…) only ends the composition.
 */
export function isSendKey(press: KeyPress): boolean {
  return press.key === "Enter" && !press.shiftKey && !press.isComposing;
}
