import type { ChatNotice } from "./assistant-store.js";

type Translate = (
  key: "assistant.connectionErrorNotice" | "assistant.errorNotice" | "assistant.errorNoticeUnknown",
  values?: { message: string },
) => string;

/** Spec §8: "Error: {message}", "Error: An error occurred" without one, "Connection error: {message}". */
export function noticeText(notice: ChatNotice, t: Translate): string {
  if (notice.kind === "connectionError")
    return t("assistant.connectionErrorNotice", { message: notice.message });
  if (notice.message) return t("assistant.errorNotice", { message: notice.message });
  return t("assistant.errorNoticeUnknown");
}
