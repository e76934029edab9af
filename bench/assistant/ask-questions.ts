// Asks questions of the built-in engine over the evaluation's board history, for working on
// the engine: `npx tsx bench/assistant/ask-questions.ts [--second] <asker> "question" …`
// (--second: the second board history).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zonedToUtc } from "../../common/zoned-time.js";
import { openDatabase } from "../../server/db/client.js";
import { ask } from "./assistant-eval.js";
import { boardHistory } from "./board-history.js";
import { loadHistory } from "./load-history.js";
import { secondHistory } from "./second-history.js";

const second = process.argv[2] === "--second";
const history = second ? secondHistory : boardHistory;
const [asker = "james", ...questions] = process.argv.slice(second ? 3 : 2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-ask-"));
const database = await openDatabase({ pgliteDir: dir });
try {
  await database.migrate();
  const loaded = await loadHistory(database.db, history);
  const personId = loaded.people.get(asker);
  if (!personId) throw new Error(`no person ${asker}`);
  const now = zonedToUtc(history.today, "12:00", "Pacific/Auckland");
  for (const question of questions) {
    const { text } = await ask(database.db, personId, question, now);
    console.log(`? ${question}\n${text}\n`);
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
