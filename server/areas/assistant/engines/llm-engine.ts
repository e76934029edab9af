import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type ModelMessage, stepCountIs, streamText } from "ai";
import type { DbOrTx } from "../../../db/client.js";
import { CitationFilter, marker } from "./citation-filter.js";
import { type AnswerEngine, type AnswerInput, CitationBook } from "./engine.js";
import { assistantTools } from "./llm/assistant-tools.js";
import { instructions } from "./llm/instructions.js";

export type LlmSettings = { baseUrl: string; model: string; apiKey: string };

/** A marker as the tools write it (CitationBook). */
const citedMarker = /【\d+†source】/g;

/** Model calls per answer: a few rounds of look-ups, then the answer. */
const maxSteps = 5;

/**
 * The conversation so far, as messages. Earlier answers lose their markers: they were numbered
 * for those answers, and this one numbers its own from 1, so an old marker repeated would cite
 * another record.
 */
function historyMessages(history: AnswerInput["history"]): ModelMessage[] {
  return history.slice(-6).map((h): ModelMessage => {
    const content = h.text.replace(marker, "");
    return h.role === "User" ? { role: "user", content } : { role: "assistant", content };
  });
}

/**
 * An OpenAI-compatible model behind the same interface as the embedded engine. It looks things
 * up with tools (llm/assistant-tools.ts) that read only what the asker may read and cite each
 * record they return in this answer's book; the streamed text keeps only markers from that book.
 */
export function llmEngine(db: DbOrTx, settings: LlmSettings): AnswerEngine {
  const provider = createOpenAICompatible({
    name: "quorate-llm",
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
  });
  return {
    name: "llm",
    usesHistory: true,
    async *answer(input: AnswerInput) {
      const { question, history, scope, signal } = input;
      const book = new CitationBook();
      // The markers the model has been shown: those in the tool results read so far. The stream
      // gives each step's text after the results it was written from, so a marker is known by
      // the time text cites it; text written before a result (read late, after its tool ran)
      // cannot cite it.
      const shown = new Set<string>();
      const filter = new CitationFilter((n) =>
        shown.has(`【${n}†source】`)
          ? book.annotations().find((a) => a.textToReplace === `【${n}†source】`)
          : undefined,
      );
      const result = streamText({
        model: provider(settings.model),
        system: instructions(scope),
        messages: [...historyMessages(history), { role: "user", content: question }],
        tools: assistantTools(db, scope, book),
        stopWhen: stepCountIs(maxSteps),
        // The last call may not look anything else up: it answers from what it has.
        prepareStep: ({ stepNumber }) =>
          stepNumber === maxSteps - 1 ? { toolChoice: "none" } : undefined,
        abortSignal: signal,
        // Reported below, by failing the answer, rather than logged and swallowed.
        onError: () => undefined,
      });
      let written = "";
      let newStep = false;
      for await (const part of result.fullStream) {
        if (signal.aborted) return;
        if (part.type === "error")
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        if (part.type === "start-step") newStep = true;
        if (part.type === "tool-result")
          for (const cited of JSON.stringify(part.output).match(citedMarker) ?? [])
            shown.add(cited);
        if (part.type !== "text-delta") continue;
        // Text from an earlier step ("Let me look that up.") is its own paragraph.
        const gap = newStep && written !== "" && !/\s$/.test(written) ? "\n\n" : "";
        newStep = false;
        const chunk = filter.push(gap + part.text);
        written += chunk.text;
        if (chunk.text) yield chunk;
      }
      const rest = filter.flush();
      if (rest.text) yield rest;
    },
  };
}
