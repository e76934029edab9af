import { assistantLimits } from "../../../common/assistant/assistant-limits.js";
import type { TextAnnotation } from "../../../common/assistant/citations.js";
import type {
  AssistantHubAnswers,
  AssistantHubMethod,
  MessageSort,
} from "../../../common/contracts/assistant-hub.js";
import { questionMessages } from "../../../common/contracts/assistant-hub.js";
import { isStorableText, textMessages } from "../../../common/text.js";
import type { Db } from "../../db/client.js";
import {
  type HubCaller,
  HubError,
  type HubMethods,
  type InvokeMethod,
  type StreamMethod,
} from "../../hub/hub-methods.js";
import type { AnswerEngine } from "./engines/engine.js";
import {
  type ReadableOrganisation,
  readableOrganisations,
  readableScope,
} from "./readable-organisations.js";
import {
  addMessage,
  createThread,
  deleteThread,
  ownThread,
  recentHistory,
  threadMessages,
  threadsHistory,
  type UsableThreadRow,
} from "./thread-store.js";

/** What a caller asked for, or the app's own page size when it asked for nothing usable. */
function pageSize(value: unknown, fallback: number): number {
  const n = typeof value === "number" && Number.isInteger(value) ? value : fallback;
  return Math.min(Math.max(n, 1), assistantLimits.pageSizeMax);
}

function messageSort(value: unknown): MessageSort {
  return value === "desc" ? "desc" : "asc";
}

/** A method answering as the contract says (common/contracts/assistant-hub.ts). */
type Invoke<M extends AssistantHubMethod> = InvokeMethod & {
  run: (...args: Parameters<InvokeMethod["run"]>) => Promise<AssistantHubAnswers[M]>;
};
type Stream<M extends AssistantHubMethod> = StreamMethod & {
  run: (...args: Parameters<StreamMethod["run"]>) => AsyncIterable<AssistantHubAnswers[M]>;
};
type AssistantMethods = {
  [M in AssistantHubMethod]: M extends "StreamThreadMessages" | "StreamResponse"
    ? Stream<M>
    : Invoke<M>;
};

function optionalId(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** The thread, if the caller owns it and may still read the organisation it is tied to. */
async function usableThread(
  db: Db,
  caller: HubCaller,
  threadId: unknown,
): Promise<{
  thread: UsableThreadRow;
  organisations: ReadableOrganisation[];
  calendars: ReadableOrganisation[];
}> {
  const [thread, { organisations: readable, calendars }] = await Promise.all([
    ownThread(db, caller.personId, threadId),
    readableScope(db, caller.personId),
  ]);
  if (thread.organisationId === null) return { thread, organisations: readable, calendars };
  const org = readable.filter((o) => o.id === thread.organisationId);
  if (org.length === 0)
    throw new HubError("You no longer have access to this thread's board, so it can't be used.");
  return { thread, organisations: org, calendars: [] };
}

/** The AI assistant hub's methods (spec §7), on the generic hub. */
export function assistantHubMethods(db: Db, engine: AnswerEngine): HubMethods {
  const methods: AssistantMethods = {
    GetNewThread: {
      kind: "invoke",
      run: async (caller) => createThread(db, caller.personId, null),
    },
    GetNewThreadForOrganisation: {
      kind: "invoke",
      run: async (caller, [organisationId]) => {
        const readable = await readableOrganisations(db, caller.personId);
        if (typeof organisationId !== "string" || !readable.some((o) => o.id === organisationId))
          throw new HubError("You can't ask about that board.");
        return createThread(db, caller.personId, organisationId);
      },
    },
    DeleteThread: {
      kind: "invoke",
      run: async (caller, [threadId]) => {
        const thread = await ownThread(db, caller.personId, threadId);
        await deleteThread(db, thread.id);
      },
    },
    GetThreadsHistory: {
      kind: "invoke",
      run: async (caller, [limit]) => ({
        threadsHistory: await threadsHistory(
          db,
          caller.personId,
          pageSize(limit, assistantLimits.threadHistorySize),
        ),
      }),
    },
    StreamThreadMessages: {
      kind: "stream",
      async *run(caller, [threadId, limit, afterMessageId, beforeMessageId, sort]) {
        const { thread } = await usableThread(db, caller, threadId);
        const messages = await threadMessages(db, thread.id, {
          limit: pageSize(limit, assistantLimits.messagesPerHistoryLoad),
          afterMessageId: optionalId(afterMessageId),
          beforeMessageId: optionalId(beforeMessageId),
          sort: messageSort(sort),
        });
        yield* messages;
      },
    },
    StreamResponse: {
      kind: "stream",
      async *run(caller, [threadId, text], signal) {
        if (typeof text !== "string" || text.trim() === "")
          throw new HubError(questionMessages.empty);
        if (text.length > assistantLimits.inputMaxLength)
          throw new HubError(questionMessages.tooLong);
        // The same rule as every text field at the HTTP edge (common/text.ts).
        if (!isStorableText(text)) throw new HubError(textMessages.unstorable);
        const { thread, organisations, calendars } = await usableThread(db, caller, threadId);
        // History first: it must not include the question being asked.
        const history = engine.usesHistory ? await recentHistory(db, thread.id) : [];
        // The question is stored while the engine looks things up; it is in before the first
        // piece of the answer goes out (and a failed store fails the ask before any answer).
        const storing = addMessage(
          db,
          thread.id,
          { role: "User", content: [{ text }] },
          thread.name ? undefined : text,
        );
        // Handled here so a failure waits for the await below instead of crashing the process.
        storing.catch(() => undefined);
        let stored = false;
        let answer = "";
        const annotations = new Map<string, TextAnnotation>();
        try {
          for await (const chunk of engine.answer({
            question: text,
            history,
            scope: {
              personId: caller.personId,
              organisations,
              calendars,
              timeZone: caller.query.timezone || "UTC",
              locale: caller.query.locale || "en-NZ",
            },
            signal,
          })) {
            if (!stored) {
              await storing;
              stored = true;
            }
            if (signal.aborted) break;
            answer += chunk.text;
            for (const a of chunk.textAnnotations) annotations.set(a.textToReplace, a);
            yield chunk;
          }
        } finally {
          // Settled before the answer is stored, so the question always comes first; if the
          // store failed the ask fails with it and no answer is stored.
          if (!stored) await storing;
          // An answer cut off by a cancel or a dropped connection is kept, but never as complete.
          await addMessage(db, thread.id, {
            role: "Assistant",
            content: [{ text: answer, textAnnotations: [...annotations.values()] }],
            complete: !signal.aborted,
          });
        }
      },
    },
  };
  return methods;
}
