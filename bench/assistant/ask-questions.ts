// Asks questions of the built-in engine over one of the evaluation's board histories, for
// working on the engine:
//   npx tsx bench/assistant/ask-questions.ts [--history second|third|fourth|fifth|sixth|seventh] <asker> "question" …
//   npx tsx bench/assistant/ask-questions.ts --history fourth --ids q4-01,q4-17   (as their askers)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { zonedToUtc } from "../../common/zoned-time.js";
import { openDatabase } from "../../server/db/client.js";
import { ask } from "./assistant-eval.js";
import { type BoardHistory, boardHistory, type EvalQuestion } from "./board-history.js";
import { evalQuestions } from "./eval-questions.js";
import { fifthHistory } from "./fifth-history.js";
import { fifthQuestions } from "./fifth-questions.js";
import { fourthHistory } from "./fourth-history.js";
import { fourthQuestions } from "./fourth-questions.js";
import { loadHistory } from "./load-history.js";
import { secondHistory } from "./second-history.js";
import { secondQuestions } from "./second-questions.js";
import { seventhHistory } from "./seventh-history.js";
import { seventhQuestions } from "./seventh-questions.js";
import { sixthHistory } from "./sixth-history.js";
import { sixthQuestions } from "./sixth-questions.js";
import { thirdHistory } from "./third-history.js";
import { thirdQuestions } from "./third-questions.js";

const histories: Record<string, [BoardHistory, readonly EvalQuestion[]]> = {
  first: [boardHistory, evalQuestions],
  second: [secondHistory, secondQuestions],
  third: [thirdHistory, thirdQuestions],
  fourth: [fourthHistory, fourthQuestions],
  fifth: [fifthHistory, fifthQuestions],
  sixth: [sixthHistory, sixthQuestions],
  seventh: [seventhHistory, seventhQuestions],
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { history: { type: "string", default: "first" }, ids: { type: "string" } },
});
const chosen = histories[values.history];
if (!chosen) throw new Error(`--history is one of ${Object.keys(histories).join(", ")}`);
const [history, questionSet] = chosen;
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
