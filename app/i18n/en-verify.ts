/** Texts of /verify, read by anyone holding a PDF (no account): did this Quorate seal it? */
export const enVerify = {
  verify: {
    title: "Check a sealed document",
    intro:
      "Quorate seals the documents it completes, such as signed minutes, with a digital signature. Drop one here to see whether this Quorate sealed it and whether it has changed since. The file is checked and not kept.",
    dropHere: "Drop a PDF here",
    or: "or",
    choose: "Choose a PDF",
    chooseLabel: "Choose a PDF to check",
    checking: "Checking {{name}}…",
    checkingProgress: "Sending {{name}}",
    sealedUnchanged: "Sealed by Quorate for {{organisation}} on {{date}} and unchanged since",
    changed: "This file has been changed since it was sealed",
    unrecorded: "This Quorate's seal, but not on its records",
    notSealed: "Not sealed by this Quorate",
    file: "File",
    what: "Document",
    fingerprint: "Certificate fingerprint (SHA-256)",
    fingerprintHint:
      "The certificate that signed this file. A PDF reader's signature panel shows the same fingerprint.",
    another: "Check another file",
  },
};
