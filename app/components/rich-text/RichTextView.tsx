import { Anchor, Blockquote, List, Text, Title, Typography } from "@mantine/core";
import type { ReactNode } from "react";
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextInline,
  RichTextMark,
} from "../../../common/rich-text.js";

/** Shows a rich-text document with React elements only (never HTML from the server). */
export function RichTextView({
  doc,
  size = "md",
}: {
  doc: RichTextDoc;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Typography fz={size} p={0}>
      {doc.content.map((block, i) => (
        // Blocks have no identity of their own; their order is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
        <Block key={i} block={block} />
      ))}
    </Typography>
  );
}

function Block({ block }: { block: RichTextBlock }): ReactNode {
  switch (block.type) {
    case "paragraph":
      return (
        <Text component="p" inherit>
          <Inline content={block.content} />
        </Text>
      );
    case "heading":
      return (
        <Title order={block.attrs.level + 1 > 4 ? 4 : ((block.attrs.level + 1) as 3 | 4)}>
          <Inline content={block.content} />
        </Title>
      );
    case "blockquote":
      return (
        <Blockquote p="sm">
          {block.content.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
            <Block key={i} block={b} />
          ))}
        </Blockquote>
      );
    case "bulletList":
    case "orderedList":
      return (
        <List
          type={block.type === "orderedList" ? "ordered" : "unordered"}
          start={block.type === "orderedList" ? block.attrs?.start : undefined}
        >
          {block.content.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
            <List.Item key={i}>
              {item.content.map((b, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
                <Block key={j} block={b} />
              ))}
            </List.Item>
          ))}
        </List>
      );
  }
}

function Inline({ content }: { content: RichTextInline[] | undefined }) {
  return (
    <>
      {(content ?? []).map((node, i) =>
        node.type === "hardBreak" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
          <br key={i} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only document never reorders
          <Marked key={i} text={node.text} marks={node.marks ?? []} />
        ),
      )}
    </>
  );
}

function Marked({ text, marks }: { text: string; marks: RichTextMark[] }): ReactNode {
  let inner: ReactNode = text;
  // Nested in mark order, like the editor writes them.
  for (const mark of marks) inner = wrap(mark, inner);
  return inner;
}

function wrap(mark: RichTextMark, inner: ReactNode): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong>{inner}</strong>;
    case "italic":
      return <em>{inner}</em>;
    case "underline":
      return <u>{inner}</u>;
    case "strike":
      return <s>{inner}</s>;
    case "link":
      return (
        <Anchor href={mark.attrs.href} target="_blank" rel="noopener noreferrer">
          {inner}
        </Anchor>
      );
  }
}
