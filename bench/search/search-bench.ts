import { TestClient } from "../../server/test/http-client.js";
import type { DatasetOptions, Plan } from "../dataset/plan.js";
import { firstNames, lastNames, topics } from "../dataset/vocabulary.js";
import { temporaryTarget } from "../dataset-targets.js";
import { formatMs } from "../hub/latency-summary.js";
import { startTarget, type TargetProcess } from "../target-process.js";
import { judgedRelevance } from "./judged-relevance.js";
import { queryMix } from "./query-mix.js";
import { loadSearchLibrary } from "./search-library.js";
import { runSearchers, type SearchRun, type SearchTarget } from "./searchers.js";

export type SearchBenchOptions = {
  postgresUrl: string;
  passages: number;
  searchers: number;
  seconds: number;
  seed: number;
  anchor: DatasetOptions["anchor"];
};

/** The goals of issue 16: p95 ≤ 30 ms at 10 searchers, and within 1.3× of the bare query. */
export const searchGoals = { p95Ms: 30, ratio: 1.3 } as const;

/** A signed-in member of the organisation, as the app's api-client sends a write. */
async function signedInSearch(
  baseUrl: string,
  organisationId: string,
  token: string,
): Promise<SearchTarget> {
  const client = new TestClient(baseUrl);
  client.setCookie("qr_session", token);
  const csrf = await client.get("/api/auth/csrf");
  const csrfToken = client.cookie("qr_csrf");
  if (csrf.status !== 200 || !csrfToken) throw new Error(`no CSRF cookie: ${csrf.status}`);
  return {
    url: `${baseUrl}/api/organisations/${organisationId}/search`,
    headers: { cookie: `qr_session=${token}; qr_csrf=${csrfToken}`, "x-csrf-token": csrfToken },
  };
}

function administrator(plan: Plan): { organisationId: string; token: string } {
  const sessions = new Map(plan.benchUsers.map((u) => [u.person, u.token]));
  for (const org of plan.orgs) {
    const admin = org.members.find((m) => m.role === "Administrator" && sessions.has(m.person));
    const token = admin && sessions.get(admin.person);
    if (token) return { organisationId: org.id, token };
  }
  throw new Error("no bench user administers an organisation");
}

function verdict(quorate: SearchRun, floor: SearchRun): string {
  const ratio = quorate.latency.p95 / floor.latency.p95;
  return `goal p95 ≤ ${searchGoals.p95Ms} ms (searchers typing): ${quorate.latency.p95 <= searchGoals.p95Ms ? "met" : "NOT met"}; goal ≤ ${searchGoals.ratio}× the floor: ${ratio <= searchGoals.ratio ? "met" : "NOT met"} (${ratio.toFixed(2)}×)`;
}

function failed(...runs: SearchRun[]): string {
  const failures = runs.reduce((sum, run) => sum + run.failures, 0);
  return failures > 0 ? `${failures} searches failed` : "no search failed";
}

async function measured<T>(target: TargetProcess, run: (t: TargetProcess) => Promise<T>) {
  try {
    return await run(target);
  } finally {
    await target.stop();
  }
}

/**
 * What a searcher waits between an answer and the next search when typing: the dialog's own
 * debounce, the least time a person's searches can be apart (most are seconds apart).
 */
export const typingPauseMs = 300;

const searcherKind = { typing: `typing (${typingPauseMs} ms between)`, "no pause": "no pause" };

const row = (name: string, kind: keyof typeof searcherKind, run: SearchRun, floor?: SearchRun) =>
  `| ${name} | ${searcherKind[kind]} | ${Math.round(run.perSecond)} | ${formatMs(run.latency.p50)} | ${formatMs(run.latency.p95)} | ${formatMs(run.latency.p99)} | ${floor ? (run.latency.p95 / floor.latency.p95).toFixed(2) : "1.00"} |`;

/**
 * AI search. On PostgreSQL: a library of `passages` passages (1,000,000 by default) over 100
 * organisations, the searched one holding a tenth; ten people searching at once with a mix of
 * rare, middling and common words, pairs, phrases and half-typed words, against Quorate's
 * POST …/search (the real server in its own process, signed in) and against the bare full-text
 * query behind bare Fastify on the same data (the floor). On PGlite: the same search on the
 * "board" dataset. Then relevance: recall@10 and nDCG@10 over the judged query set.
 */
export async function benchSearch(options: SearchBenchOptions): Promise<string> {
  const lines: string[] = [];
  const postgres = await temporaryTarget("postgres", options.postgresUrl, {
    size: "board",
    seed: options.seed,
    anchor: options.anchor,
  });
  try {
    const library = await loadSearchLibrary(postgres.location, postgres.plan, options.passages);
    const mix = await queryMix(postgres.location, library.organisationId, library.words);
    const queries = mix.map((q) => q.query);
    const closed = { searchers: options.searchers, seconds: options.seconds };
    const paced = { ...closed, pauseMs: typingPauseMs };
    process.env.BENCH_SEARCH_ORG = library.organisationId;
    const [bareClosed, barePaced] = await measured(
      await startTarget("bare-search", options.postgresUrl, postgres.location),
      async (t) => [
        await runSearchers({ url: t.url, headers: {} }, queries, closed),
        await runSearchers({ url: t.url, headers: {} }, queries, paced),
      ],
    );
    const [quorateClosed, quoratePaced] = await measured(
      await startTarget("dataset-postgres", options.postgresUrl, postgres.location),
      async (t) => {
        const target = await signedInSearch(t.url, library.organisationId, library.sessionToken);
        return [
          await runSearchers(target, queries, closed),
          await runSearchers(target, queries, paced),
        ];
      },
    );
    lines.push(
      `== search on PostgreSQL: ${library.passages.toLocaleString("en-NZ")} passages in 100 organisations, ${library.searchedPassages.toLocaleString("en-NZ")} in the one searched; ${options.searchers} searchers, ${options.seconds} s, ${queries.length} queries in turn`,
      "| target | searchers | searches/s | p50 ms | p95 ms | p99 ms | p95 / floor |",
      "|---|---|---:|---:|---:|---:|---:|",
      row("bare Fastify + bare full-text query (floor)", "typing", barePaced),
      row("Quorate POST …/search", "typing", quoratePaced, barePaced),
      row("bare Fastify + bare full-text query (floor)", "no pause", bareClosed),
      row("Quorate POST …/search", "no pause", quorateClosed, bareClosed),
      verdict(quoratePaced, barePaced),
      `with no pause between searches (the machine saturated): ${(quorateClosed.latency.p95 / bareClosed.latency.p95).toFixed(2)}× the floor's p95`,
      failed(barePaced, quoratePaced, bareClosed, quorateClosed),
    );
  } finally {
    await postgres.dispose();
  }

  const lite = await temporaryTarget("pglite", options.postgresUrl, {
    size: "board",
    seed: options.seed,
    anchor: options.anchor,
  });
  try {
    const { organisationId, token } = administrator(lite.plan);
    // The board dataset's own words: its agenda topics and people's names.
    const queries = [...topics, ...firstNames.slice(0, 10), ...lastNames.slice(0, 10)].map(String);
    const [litePaced, liteClosed] = await measured(
      await startTarget("dataset-pglite", options.postgresUrl, lite.location),
      async (t) => {
        const target = await signedInSearch(t.url, organisationId, token);
        const load = { searchers: options.searchers, seconds: options.seconds };
        return [
          await runSearchers(target, queries, { ...load, pauseMs: typingPauseMs }),
          await runSearchers(target, queries, load),
        ];
      },
    );
    lines.push(
      "",
      `== search on PGlite, dataset "board": ${options.searchers} searchers, ${options.seconds} s`,
      "| target | searchers | searches/s | p50 ms | p95 ms | p99 ms | |",
      "|---|---|---:|---:|---:|---:|---:|",
      row("Quorate POST …/search", "typing", litePaced),
      row("Quorate POST …/search", "no pause", liteClosed),
      `goal p95 ≤ ${searchGoals.p95Ms} ms (searchers typing): ${litePaced.latency.p95 <= searchGoals.p95Ms ? "met" : "NOT met"}`,
      failed(litePaced, liteClosed),
    );
  } finally {
    await lite.dispose();
  }

  lines.push("", await judgedRelevance());
  return lines.join("\n");
}
