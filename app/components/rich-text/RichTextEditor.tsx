import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { RichTextEditor as MantineEditor } from "@mantine/tiptap";
import { Placeholder } from "@tiptap/extensions";
import { type JSONContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { type ComponentProps, useEffect, useId, useRef } from "react";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { useTranslation } from "../../i18n/translate.js";
import { withSafeLinks } from "./rich-text-links.js";
import { serialiseDoc } from "./rich-text-value.js";

export type RichTextEditorProps = {
  label: string;
  /** The document shown; when it changes from outside (another version chosen) the editor follows. */
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  onBlur?: () => void;
  error?: string | null;
  description?: string;
  /** Marks the field as one that must be filled in (the asterisk, and aria-required). */
  required?: boolean;
  minHeight?: number;
};

/**
 * The editor for minute notes and agenda descriptions: the formatting a board paper needs
 * (headings, bold, italic, underline, strike, lists, quotes, links) and nothing the server
 * would refuse. Loaded on demand so the app shell stays small.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required = false,
  minHeight = 120,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const descriptionId = useId();
  // The text of what the editor last reported, so our own changes are not pushed back into it.
  const reported = useRef(serialiseDoc(value));
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Placeholder.configure({ placeholder: t("richText.placeholder") }),
    ],
    content: value as JSONContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true", "aria-errormessage": errorId } : {}),
        ...(description ? { "aria-describedby": descriptionId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const doc = withSafeLinks(e.getJSON()) as RichTextDoc;
      reported.current = serialiseDoc(doc);
      callbacks.current.onChange(doc);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    const incoming = serialiseDoc(value);
    if (!editor || incoming === reported.current) return;
    reported.current = incoming;
    editor.commands.setContent(value as JSONContent, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      withAsterisk={required}
      description={description ? <span id={descriptionId}>{description}</span> : undefined}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <MantineEditor
        // @mantine/tiptap's typings load TipTap's CommonJS declarations; the editor is the same object.
        editor={editor as unknown as ComponentProps<typeof MantineEditor>["editor"]}
        labels={{
          boldControlLabel: t("richText.bold"),
          italicControlLabel: t("richText.italic"),
          underlineControlLabel: t("richText.underline"),
          strikeControlLabel: t("richText.strike"),
          h2ControlLabel: t("richText.heading"),
          h3ControlLabel: t("richText.subheading"),
          bulletListControlLabel: t("richText.bulletList"),
          orderedListControlLabel: t("richText.orderedList"),
          blockquoteControlLabel: t("richText.quote"),
          linkControlLabel: t("richText.link"),
          unlinkControlLabel: t("richText.unlink"),
          linkEditorInputLabel: t("richText.linkAddress"),
          linkEditorInputPlaceholder: "https://example.org/",
          linkEditorSave: t("richText.linkSave"),
          undoControlLabel: t("richText.undo"),
          redoControlLabel: t("richText.redo"),
        }}
        mt={4}
      >
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={minHeight} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
