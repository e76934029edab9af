import { assistantLimits } from "../../common/assistant/assistant-limits.js";

export const assistantHubPath = "/api/hub/aiassistant";

/** The hub's address with the asker's language and time zone, which the answers are written in. */
export function assistantHubUrl(locale: string | undefined, timeZone: string | undefined): string {
  const query = new URLSearchParams({
    locale: locale || assistantLimits.defaultLocale,
    timezone: timeZone || assistantLimits.defaultTimeZone,
  });
  return `${assistantHubPath}?${query.toString()}`;
}

export function browserLocale(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.language;
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
