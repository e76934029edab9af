import type { OutgoingMail } from "../../mail/send-mail.js";

type ShareMailInput = {
  to: string;
  recipientName: string;
  organisationName: string;
  sharedBy: string;
  documentName: string;
  link: string;
  /** "Saturday, 2 January 2027, 5:00 pm NZDT": on the organisation's clock, zone named. */
  expires: string;
  requireCode: boolean;
  message: string | undefined;
  shareId: string;
};

/** The recipient's e-mail: who shared what, until when, and how to open it. No attachment, ever. */
export function shareMail(input: ShareMailInput): OutgoingMail {
  const lines = [
    `Dear ${input.recipientName},`,
    "",
    `${input.sharedBy} of ${input.organisationName} has shared "${input.documentName}" with you.`,
    ...(input.message ? ["", input.message] : []),
    "",
    `Open it here: ${input.link}`,
    "",
    `The link works until ${input.expires}.`,
    ...(input.requireCode
      ? ["When you open it, we will e-mail a code to this address to confirm it is you."]
      : []),
    "",
    "If you did not expect this, you can ignore this e-mail.",
  ];
  return {
    to: input.to,
    subject: `${input.organisationName} has shared "${input.documentName}" with you`,
    text: lines.join("\n"),
    about: { type: "document_share", id: input.shareId },
  };
}

export function shareCodeMail(
  to: string,
  documentName: string,
  code: string,
  shareId: string,
): OutgoingMail {
  return {
    to,
    subject: `Your code to open "${documentName}"`,
    text: [
      `Your code is ${code}.`,
      "",
      `Enter it on the page where you opened "${documentName}". It works for 15 minutes.`,
      "",
      "If you did not ask for a code, you can ignore this e-mail.",
    ].join("\n"),
    about: { type: "document_share", id: shareId },
  };
}
