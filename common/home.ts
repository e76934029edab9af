// My Home's choices, without zod: the shell and My Home import these in the browser's first
// download (scripts/bundle-budget.ts); the request's schema is in contracts/home.ts.

/** Spec §9: meetings in the next or last 7, 14, 30, 60 or 90 days, or all of them. */
export const homeTimeFrames = ["7", "14", "30", "60", "90", "all"] as const;
export type HomeTimeFrame = (typeof homeTimeFrames)[number];

export const homeDirections = ["upcoming", "past"] as const;
export type HomeDirection = (typeof homeDirections)[number];

/** Rows per page the person may choose (spec §9: "rows per page are chosen by the user"). */
export const homeRowsPerPageOptions = [5, 10, 25, 50] as const;
export const homeDefaults = { timeFrame: "30", direction: "upcoming", pageSize: 10 } as const;
