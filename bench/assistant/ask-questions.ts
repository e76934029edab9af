// Asks questions of the built-in engine over one of the evaluation's board histories, for
// working on the engine:
//   npx tsx bench/assistant/ask-questions.ts [--history first|held-out|fresh|second|…|seventh] <asker> "question" …
//   npx tsx bench/assistant/ask-questions.ts --history fourth --ids q4-01,q4-17   (as their askers)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { zonedToUtc } from "../../common/zoned-time.js";
import { openDatabase } from "../../server/db/client.js";
import { ask } from "./assistant-eval.js";
import { loadHistory } from "./load-history.js";
import { type QuestionSet, questionSets } from "./question-sets.js";

// "first" is the first history's questions, as the engine was built against them.
const histories: Record<string, QuestionSet | undefined> = {
  first: questionSets.built,
  ...questionSets,
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { history: { type: "string", default: "first" }, ids: { type: "string" } },
});
const chosen = histories[values.history];
if (!chosen) throw new Error(`--history is one of ${Object.keys(histories).join(", ")}`);
const { history, questions: questionSet } = chosen;
const [asker = "james", ...typed] = positionals;
const asked = values.ids
  ? values.ids.split(",").map((id) => {
      const q = questionSet.find((x) => x.id === id);
      if (!q) throw new Error(`no question ${id}`);
      return { asker: q.asker, question: q.question };
    })
  : typed.map((question) => ({ asker, question }));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-ask-"));
const database = await openDatabase({ pgliteDir: dir });
try {
  await database.migrate();
  const loaded = await loadHistory(database.db, history);
  const timeZone = history.orgs[0]?.timeZone ?? "Pacific/Auckland";
  const now = zonedToUtc(history.today, "12:00", timeZone);
  for (const { asker: who, question } of asked) {
    const personId = loaded.people.get(who);
    if (!personId) throw new Error(`no person ${who}`);
    const { text } = await ask(database.db, personId, question, now, timeZone);
    console.log(`? (${who}) ${question}\n${text}\n`);
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
