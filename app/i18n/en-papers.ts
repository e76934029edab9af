/**
 * Texts of an agenda item's papers. Why a file is refused comes from common/uploads.ts
 * (the spec's upload messages, shared with the server), not from here.
 */
export const enPapers = {
  papers: {
    listLabel: "Papers for {{title}}",
    attach: "Attach papers",
    attachTo: "Attach papers to {{title}}",
    chooseFor: "Choose papers for {{title}}",
    dropHere: "Drop files to attach them to {{title}}",
    waiting: "Waiting to upload {{name}}…",
    uploading: "Uploading {{name}}… {{percent}}%",
    progressLabel: "Upload of {{name}}",
    uploaded: "Uploaded {{name}}",
    problemsLabel: "Files not attached to {{title}}",
    dismiss: "Dismiss",
    dismissLabel: "Dismiss the upload messages for {{title}}",
    remove: "Remove {{name}}",
    removeTitle: "Remove {{name}}?",
    removeText:
      "“{{name}}” will be removed from “{{title}}” and members will no longer see it. This cannot be undone.",
    removeConfirm: "Remove paper",
    removed: "“{{name}}” has been removed.",
  },
};
