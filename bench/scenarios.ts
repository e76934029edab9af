import type { Plan } from "./dataset/plan.js";
import type { BenchRequest } from "./measure.js";

/** A word of the decision vocabulary that about one decision in fifteen contains. */
export const decisionSearchWord = "procurement";

/** Any value of 20 characters or more is a CSRF cookie the server keeps rather than replaces. */
const benchCsrfToken = "bench-csrf-cookie-value-0001";

export type Scenario = { name: string; requests: BenchRequest[] };

/**
 * The issue-4 scenarios, each cycling through every bench user so the figures are
 * not one person's cached rows. Bench users are Administrators, Secretaries, Chairs
 * or members of their own organisation, so every request is allowed.
 */
export function datasetScenarios(plan: Plan, label: string): Scenario[] {
  // A browser sends back the CSRF cookie it was given on its first page: so do these.
  const as = (token: string) => ({ cookie: `qr_session=${token}; qr_csrf=${benchCsrfToken}` });
  const each = (path: (u: Plan["benchUsers"][number]) => string): BenchRequest[] =>
    plan.benchUsers.map((u) => ({ method: "GET", path: path(u), headers: as(u.token) }));
  return [
    { name: `My Home GET /api/my-home (${label})`, requests: each(() => "/api/my-home") },
    {
      name: `actions, current, owner = me (${label})`,
      requests: each(
        (u) => `/api/organisations/${u.homeOrgId}/actions?tab=current&ownerId=${u.personId}`,
      ),
    },
    {
      // The meeting page of the home organisation's last past meeting: minutes, decisions,
      // actions and a vote to show, the page members open most.
      name: `meeting page GET /api/meetings/:id (${label})`,
      requests: each((u) => `/api/meetings/${lastPastMeeting(plan, u.homeOrg)}`),
    },
    {
      name: `decisions ?q=${decisionSearchWord} (${label})`,
      requests: each((u) => `/api/organisations/${u.homeOrgId}/decisions?q=${decisionSearchWord}`),
    },
  ];
}

function lastPastMeeting(plan: Plan, org: number): string {
  const past = plan.meetings.filter((m) => m.org === org && m.isPast);
  const meeting = past.at(-1);
  if (!meeting) throw new Error(`organisation ${org} has no past meeting`);
  return meeting.id;
}

/** One request of each scenario must answer 200 first: a benchmark of 401s measures nothing. */
export async function checkScenarios(baseUrl: string, scenarios: Scenario[]): Promise<string[]> {
  const notes: string[] = [];
  for (const s of scenarios) {
    const first = s.requests[0];
    if (!first) throw new Error(`${s.name}: no bench user`);
    const res = await fetch(`${baseUrl}${first.path}`, { headers: first.headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${body.slice(0, 300)}`);
    notes.push(`${s.name}: ${body.length} bytes`);
  }
  return notes;
}
