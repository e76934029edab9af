import { quorumNeeded, quorumReached } from "../../../../common/votes/vote-math.js";
import type { meetingAttendees } from "../../../db/schema/index.js";

export type Quorum = {
  members: number;
  present: number;
  needed: number;
  reached: boolean;
  percentage: number;
};

type AttendeeRow = typeof meetingAttendees.$inferSelect;

/** Voting members count towards quorum; present means marked present and not departed. */
export function computeQuorum(attendees: readonly AttendeeRow[], percentage: number): Quorum {
  const members = attendees.filter((a) => a.isVotingMember && !a.isGuest);
  const present = members.filter((a) => a.status === "present" && !a.departed).length;
  return {
    members: members.length,
    present,
    needed: quorumNeeded(members.length, percentage),
    reached: quorumReached({ members: members.length, present, quorumPercentage: percentage }),
    percentage,
  };
}
