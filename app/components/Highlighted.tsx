import { Mark } from "@mantine/core";
import type { TextPart } from "../../common/contracts/decisions.js";

/**
 * Text with the server's matched words in <mark>, rendered as React text, never as HTML,
 * so "<b>" in a title stays visible text. Without parts the text is shown as it is.
 */
export function Highlighted({ text, parts }: { text: string; parts: TextPart[] | undefined }) {
  if (!parts) return text;
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are derived from fixed text and never reorder.
      <Mark key={index}>{part.text}</Mark>
    ) : (
      part.text
    ),
  );
}
