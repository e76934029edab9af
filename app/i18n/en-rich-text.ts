/** Texts of the rich-text editor used for minute notes and agenda descriptions. */
export const enRichText = {
  richText: {
    placeholder: "Write something …",
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    strike: "Strikethrough",
    heading: "Heading",
    subheading: "Subheading",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    unlink: "Remove link",
    linkAddress: "Link address",
    linkSave: "Save",
    undo: "Undo",
    redo: "Redo",
  },
};
