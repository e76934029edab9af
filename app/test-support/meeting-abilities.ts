import type { MeetingAbilities } from "../../common/contracts/meetings.js";

/** What the server tells the Secretary of a meeting in Draft Agenda, for component tests. */
export const organiserAbilities: MeetingAbilities = {
  readAgenda: true,
  edit: true,
  editAgenda: true,
  takeMinutes: false,
  openVotes: false,
  confirmEarlierMinutes: false,
  comment: false,
  circulateMinutes: false,
  manageLocations: true,
};
