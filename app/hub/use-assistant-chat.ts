import { notifications } from "@mantine/notifications";
import { useEffect, useSyncExternalStore } from "react";
import { translate } from "../i18n/translate.js";
import { type AssistantStore, type ChatNotice, createAssistantStore } from "./assistant-store.js";
import { noticeText } from "./notice-text.js";
import { openAssistantHub } from "./signalr-connection.js";

/** Long enough for a remount (the panel closed while the screen opens) to reuse the socket. */
const releaseDelayMs = 5_000;

function showNotice(notice: ChatNotice): void {
  notifications.show({
    color: "red",
    message: noticeText(notice, translate),
  });
}

let store: AssistantStore | undefined;

function assistantStore(): AssistantStore {
  store ??= createAssistantStore({
    openHub: openAssistantHub,
    notify: showNotice,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    releaseDelayMs,
  });
  return store;
}

/** The assistant chat shared by the screen and the side panel; connects while one is shown. */
export function useAssistantChat(personId: string) {
  const chat = assistantStore();
  const state = useSyncExternalStore(chat.subscribe, chat.getState, chat.getState);
  useEffect(() => chat.acquire(personId), [chat, personId]);
  return { state, chat };
}
