/** Limits from spec §5 and §9, shared by forms and the server's validation. */
export const limits = {
  nameMax: 50,
  phoneMax: 16,
  titleMax: 30,
  suffixMax: 30,
  passwordMin: 8,
  passwordMax: 200,
  emailMax: 254,
  organisationNameMax: 120,
  organisationShortNameMax: 40,
  pictureMaxBytes: 1024 * 1024,
  reminderDaysMin: 3,
  reminderDaysMax: 21,
  reminderDaysDefault: 7,
  /** Deleted committees stay recoverable this long at least (spec §9: 30 days), then are erased. */
  committeeEraseDaysMin: 30,
  committeeEraseDaysMax: 365,
  /** Committees left out of a subscription change are deleted this many days later (spec §4). */
  unselectedCommitteeDeletionDays: 30,
  trialDurationDays: 14,
  mobileBreakpointPx: 959,
} as const;

export const messages = {
  required: "Required",
  acceptTerms: "Please check this box to proceed.",
  passwordRule:
    "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit.",
  offline: "You seem to be offline. Please reconnect and try again.",
  failedToLoad: "Failed to load data. Please try again.",
} as const;
