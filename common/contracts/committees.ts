import { z } from "zod";

export const committeeParams = z.strictObject({
  orgId: z.uuid("That organisation id is not valid."),
  committeeId: z.uuid("That committee id is not valid."),
});

export const importPeopleBody = z.strictObject({
  personIds: z
    .array(z.uuid("That person id is not valid."))
    .min(1, "Choose at least one person.")
    .max(500),
  /** Their current interests are copied into the committee's register too. */
  includeInterests: z.boolean().default(true),
});
export type ImportPeopleBody = z.infer<typeof importPeopleBody>;

export const importResult = z.object({
  imported: z.number().int(),
  alreadyMembers: z.number().int(),
  interests: z.number().int(),
});

export const committeeRow = z.object({
  Id: z.string(),
  Name: z.string(),
  ShortName: z.string(),
  Administrators: z.array(z.string()),
  MemberCount: z.number().int(),
  /** The viewer's own membership: open it when active, greyed when inactive or absent. */
  IsMember: z.boolean(),
  AccessAllowed: z.boolean(),
  RoleLabel: z.string().nullable(),
  MemberPersonIds: z.array(z.string()),
  DeletedAt: z.string().nullable(),
  /** A deleted committee can be restored until this time; then it is erased for good. */
  EraseAfter: z.string().nullable(),
  /** Left out of a subscription change: deleted at this time unless chosen again. */
  DeletionScheduledAt: z.string().nullable(),
});
export type CommitteeRow = z.infer<typeof committeeRow>;

export const committeeList = z.object({
  committees: z.array(committeeRow),
  licences: z.object({
    Included: z.number().int(),
    Used: z.number().int(),
    OnTrial: z.boolean(),
    Available: z.boolean(),
  }),
  /** The viewer administers the board: may add, import, delete and restore. */
  CanManage: z.boolean(),
  /** The board's clock, which deletion times are read on. */
  TimeZone: z.string(),
});
export type CommitteeList = z.infer<typeof committeeList>;

/** A deleted committee can be restored until it is erased. */
export const committeeDeleted = z.object({ message: z.string(), EraseAfter: z.string() });
