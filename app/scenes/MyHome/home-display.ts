import {
  type HomeTimeFrame,
  homeDefaults,
  homeRowsPerPageOptions,
  homeTimeFrames,
} from "../../../common/home.js";

/** The rows per page a person chose earlier, or the default when nothing (or nonsense) was saved. */
export function parseRowsPerPage(saved: string | null): number {
  const n = Number(saved);
  return (homeRowsPerPageOptions as readonly number[]).includes(n) ? n : homeDefaults.pageSize;
}

export function isTimeFrame(value: string | null): value is HomeTimeFrame {
  return (homeTimeFrames as readonly string[]).includes(value ?? "");
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "11–20 of 42": which rows of the whole this page shows. */
export function shownRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1, total };
}

/** Spec §2: Buy Now opens subscription/select/{orgId}, or subscription/_select with the new page's flag. */
export function buyNowRoute(newSubscriptionPage: boolean) {
  return newSubscriptionPage
    ? ("/subscription/_select/$orgId" as const)
    : ("/subscription/select/$orgId" as const);
}
