/** Texts of the share link's page (spec §2 `document-share`), read by people without an account. */
export const enDocumentShare = {
  documentShare: {
    title: "Shared document",
    loading: "Opening the shared document…",
    invalidTitle: "This link doesn't work",
    invalidText:
      "The link is incomplete or has been changed. Open it again from the e-mail, or ask the person who shared it to send it again.",
    revokedTitle: "This link has been withdrawn",
    revokedText:
      "{{organisation}} has stopped sharing this document. Ask them to share it again if you still need it.",
    expiredTitle: "This link has expired",
    expiredText:
      "The link from {{organisation}} stopped working on {{date}}. Ask them to share the document again.",
    sharedBy: "Shared by {{organisation}} with {{name}}, until {{date}}.",
    codeIntro:
      "{{organisation}} asks for a code before this document opens. We will e-mail it to the address the link was sent to.",
    sendCode: "E-mail me a code",
    sendAgain: "Send a new code",
    codeSent: "A code is on its way to {{email}}. It works for 15 minutes.",
    codeLabel: "Enter the 6-digit code",
    open: "Open the document",
  },
};
