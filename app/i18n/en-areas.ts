import { enAccount } from "./en-account.js";
import { enActions } from "./en-actions.js";
import { enAssistant } from "./en-assistant.js";
import { enBetweenMeetings } from "./en-between-meetings.js";
import { enCommittees } from "./en-committees.js";
import { enDecisions } from "./en-decisions.js";
import { enDocumentShare } from "./en-document-share.js";
import { enDocuments } from "./en-documents.js";
import { enInterests } from "./en-interests.js";
import { enMeetingDocuments } from "./en-meeting-documents.js";
import { enMeetings } from "./en-meetings.js";
import { enMinutes } from "./en-minutes.js";
import { enNotes } from "./en-notes.js";
import { enPapers } from "./en-papers.js";
import { enPartner } from "./en-partner.js";
import { enPeople } from "./en-people.js";
import { enPublishing } from "./en-publishing.js";
import { enReads } from "./en-reads.js";
import { enRichText } from "./en-rich-text.js";
import { enSettings } from "./en-settings.js";
import { enShares } from "./en-shares.js";
import { enSignIn } from "./en-sign-in.js";
import { enSignatures } from "./en-signatures.js";
import { enVerify } from "./en-verify.js";
import { enViewer } from "./en-viewer.js";

/**
 * Texts of every area but My Home, loaded with the first page that needs them
 * (area-texts.ts), not in the first download.
 */
export const enAreas = {
  ...enBetweenMeetings,
  ...enSignIn,
  ...enAssistant,
  ...enAccount,
  ...enMeetings,
  ...enMinutes,
  ...enPublishing,
  ...enPapers,
  ...enDocuments,
  ...enDocumentShare,
  ...enShares,
  ...enMeetingDocuments,
  ...enViewer,
  ...enNotes,
  ...enReads,
  ...enPartner,
  ...enActions,
  ...enDecisions,
  ...enInterests,
  ...enPeople,
  ...enRichText,
  ...enCommittees,
  ...enSettings,
  ...enVerify,
  ...enSignatures,
};
