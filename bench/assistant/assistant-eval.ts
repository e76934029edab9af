import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TextAnnotation } from "../../common/assistant/citations.js";
import { zonedToUtc } from "../../common/zoned-time.js";
import { embeddedEngine } from "../../server/areas/assistant/engines/embedded-engine.js";
import {
  readableOrganisations,
  readableScope,
} from "../../server/areas/assistant/readable-organisations.js";
import { readableFolders } from "../../server/areas/documents/queries.js";
import { orgActorsOf } from "../../server/areas/organisations/org-actor.js";
import { type Db, openDatabase } from "../../server/db/client.js";
import { queryRows } from "../../server/db/raw-rows.js";
import { type BoardHistory, boardHistory, type EvalQuestion } from "./board-history.js";
import { evalQuestions } from "./eval-questions.js";
import { type LoadedHistory, loadHistory } from "./load-history.js";
import { scoreAnswer, type Verdict } from "./score-answer.js";

type Outcome = { question: EvalQuestion; verdict: Verdict; unresolved: number; unreadable: number };

const need = (value: string | undefined, what: string) => {
  if (value === undefined) throw new Error(`no ${what} in the history`);
  return value;
};

/** Citations that name no record (unresolved) or one the asker may not read (unreadable). */
async function checkCitations(db: Db, personId: string, annotations: readonly TextAnnotation[]) {
  const actors = await orgActorsOf(db, {
    personId,
    email: "",
    isSupport: false,
    isInstallationAdmin: false,
    sessionTokenHash: "",
  });
  const readable = new Set((await readableOrganisations(db, personId)).map((o) => o.id));
  let unresolved = 0;
  let unreadable = 0;
  for (const a of annotations) {
    if (a.meetingId) {
      const [m] = await queryRows<{ organisation_id: string }>(
        db,
        sql`select organisation_id from meetings where id = ${a.meetingId}::uuid`,
      );
      if (!m) unresolved += 1;
      else if (!readable.has(m.organisation_id)) unreadable += 1;
    } else if (a.documentVersionId) {
      const [v] = await queryRows<{ organisation_id: string; folder_id: string | null }>(
        db,
        sql`select d.organisation_id, d.folder_id from document_versions v
            join documents d on d.id = v.document_id where v.id = ${a.documentVersionId}::uuid`,
      );
      const actor = v && actors.find((o) => o.organisation.id === v.organisation_id);
      if (!v) unresolved += 1;
      else if (!actor || (v.folder_id && !(await readableFolders(db, actor)).has(v.folder_id)))
        unreadable += 1;
    } else if (
      (a.documentType === "DecisionRegister" || a.documentType === "ActionList") &&
      a.organisationId
    ) {
      // A record made outside any meeting, cited by the list that holds it.
      const [o] = await queryRows<{ id: string }>(
        db,
        sql`select id from organisations where id = ${a.organisationId}::uuid`,
      );
      if (!o) unresolved += 1;
      else if (!readable.has(o.id)) unreadable += 1;
    } else unresolved += 1;
  }
  return { unresolved, unreadable };
}

/** One question asked as the person, at `now`, through the built-in engine. */
export async function ask(
  db: Db,
  personId: string,
  question: string,
  now: Date,
  timeZone = "Pacific/Auckland",
) {
  const { organisations, calendars } = await readableScope(db, personId);
  let text = "";
  const annotations: TextAnnotation[] = [];
  for await (const chunk of embeddedEngine(db).answer({
    question,
    history: [],
    scope: {
      personId,
      organisations,
      calendars,
      timeZone,
      locale: "en-NZ",
      now,
    },
    signal: new AbortController().signal,
  })) {
    text += chunk.text;
    annotations.push(...chunk.textAnnotations);
  }
  return { text, annotations };
}

/**
 * The assistant's evaluation (issue 16, item 10): a synthetic board history of two boards and a
 * committee (bench/assistant/board-history.ts) loaded on a fresh PGlite database, every question
 * asked as its asker at the history's "today" (noon in Auckland) through the built-in engine,
 * and scored: per kind, overall, citations that name no record, citations the asker may not read.
 */
export async function assistantEvaluation(
  history: BoardHistory = boardHistory,
  questions: readonly EvalQuestion[] = evalQuestions,
  options: { verbose?: boolean; label?: string } = {},
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-assistant-eval-"));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await database.migrate();
    const db = database.db;
    const loaded: LoadedHistory = await loadHistory(db, history);
    const ids = {
      meeting: (key: string) => need(loaded.meetings.get(key), `meeting ${key}`),
      document: (key: string) => need(loaded.documentVersions.get(key), `document ${key}`),
    };
    // Noon on the history's today, on its boards' own clock (the asker's zone).
    const timeZone = history.orgs[0]?.timeZone ?? "Pacific/Auckland";
    const now = zonedToUtc(history.today, "12:00", timeZone);
    const outcomes: Outcome[] = [];
    for (const question of questions) {
      const personId = need(loaded.people.get(question.asker), `person ${question.asker}`);
      const answer = await ask(db, personId, question.question, now, timeZone);
      const verdict = scoreAnswer(question, answer, ids);
      outcomes.push({
        question,
        verdict,
        ...(await checkCitations(db, personId, answer.annotations)),
      });
      if (options.verbose && !verdict.correct)
        console.log(
          `✗ ${question.id} [${question.kind}] ${question.question}\n  ${verdict.why.join("; ")}\n  ${answer.text.replace(/\n/g, "\n  ")}\n`,
        );
    }
    return report(outcomes, options.label ?? "the questions the engine was built against");
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(outcomes: readonly Outcome[], label: string): string {
  const kinds = [...new Set(outcomes.map((o) => o.question.kind))];
  const pct = (list: readonly Outcome[]) =>
    `${Math.round((100 * list.filter((o) => o.verdict.correct).length) / Math.max(1, list.length))} %`;
  const rows = kinds.map((kind) => {
    const list = outcomes.filter((o) => o.question.kind === kind);
    return `| ${kind} | ${list.length} | ${list.filter((o) => o.verdict.correct).length} | ${pct(list)} |`;
  });
  const unresolved = outcomes.reduce((s, o) => s + o.unresolved, 0);
  const unreadable = outcomes.reduce((s, o) => s + o.unreadable, 0);
  return [
    `== assistant evaluation, ${label}: ${outcomes.length} questions, built-in engine (PGlite)`,
    "| kind | questions | correct | % |",
    "|---|---:|---:|---:|",
    ...rows,
    `| **all** | ${outcomes.length} | ${outcomes.filter((o) => o.verdict.correct).length} | **${pct(outcomes)}** |`,
    `citations that do not resolve: ${unresolved}; citations the asker may not read: ${unreadable}`,
  ].join("\n");
}
