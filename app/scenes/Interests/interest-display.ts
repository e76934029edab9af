import { calendarDate } from "../../../common/date-formatters.js";

/** "21 Nov 2026" for a calendar date (YYYY-MM-DD); read as UTC so no zone moves it a day. */
export function formatInterestDate(date: string): string {
  return calendarDate(date);
}
