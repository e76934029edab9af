import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type ModelMessage, streamText } from "ai";
import { calendarDate } from "../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../db/client.js";
import { type Passage, searchTerms } from "../retrieval/passage.js";
import { retrieve } from "../retrieval/sources.js";
import { CitationFilter } from "./citation-filter.js";
import type { AnswerEngine, AnswerInput } from "./engine.js";

export type LlmSettings = { baseUrl: string; model: string; apiKey: string };

const instructions = `You are Quorate's assistant for board directors and secretaries.
Answer only from the numbered sources in the question; they are records the asker may read.
After each fact, cite its source with its marker exactly as given, like 【2†source】.
If the sources do not answer the question, say so plainly and suggest what to ask instead.
Be brief and use plain, friendly language; use markdown lists when listing several things.`;

function sourcesBlock(passages: readonly Passage[]): string {
  if (passages.length === 0) return "No sources were found for this question.";
  return passages
    .map((p, i) => {
      const when = p.date ? `, ${calendarDate(p.date)}` : "";
      return `【${i + 1}†source】 ${p.title} (${p.organisationName}${when}): ${p.text}`;
    })
    .join("\n");
}

/**
 * An OpenAI-compatible model behind the same interface as the embedded engine: retrieval picks
 * the passages (only from what the asker may read), the prompt numbers them, and only those
 * numbers can become citations.
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
      const passages = await retrieve(db, scope.organisations, searchTerms(question), 8);
      const messages: ModelMessage[] = [
        ...history
          .slice(-6)
          .map(
            (h): ModelMessage =>
              h.role === "User"
                ? { role: "user", content: h.text }
                : { role: "assistant", content: h.text },
          ),
        { role: "user", content: `Sources:\n${sourcesBlock(passages)}\n\nQuestion: ${question}` },
      ];
      const filter = new CitationFilter(passages.map((p) => p.cite));
      const result = streamText({
        model: provider(settings.model),
        system: instructions,
        messages,
        abortSignal: signal,
      });
      for await (const piece of result.textStream) {
        if (signal.aborted) return;
        const chunk = filter.push(piece);
        if (chunk.text) yield chunk;
      }
      const rest = filter.flush();
      if (rest.text) yield rest;
    },
  };
}
