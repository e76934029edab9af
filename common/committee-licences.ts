/** Committee licences (spec §9: committees are 50% off; the board-portal gives one licence per committee). */
export type CommitteeLicences = {
  /** Licences the board's plan provides. */
  included: number;
  /** Committees that exist and are not deleted. */
  used: number;
  /** During a free trial committees need no licence. */
  onTrial: boolean;
};

export function licenceAvailable(l: CommitteeLicences): boolean {
  return l.onTrial || l.used < l.included;
}

export const committeeMessages = {
  promotion: "50% off",
  promotionText: "Committees are 50% off: each licence costs half the board's plan.",
  noLicence:
    "All committee licences of this board's plan are in use. Add a licence on the subscription page (committees are 50% off) or delete a committee first.",
  notACommittee: "That committee does not belong to this board.",
  notDeleted: "That committee has not been deleted.",
  alreadyDeleted: "That committee has already been deleted.",
  erased: "That committee was erased permanently and cannot be restored.",
  notBoardMembers: "Only members of the board can be imported.",
} as const;
