import { Mark } from "@mantine/core";
import { highlightParts } from "./highlight.js";

/** Text with the searched words in <mark>, rendered as React text, never as HTML. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are derived from fixed text and never reorder.
      <Mark key={index}>{part.text}</Mark>
    ) : (
      part.text
    ),
  );
}
