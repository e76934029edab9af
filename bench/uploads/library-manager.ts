import { TestClient } from "../../server/test/http-client.js";
import type { Plan } from "../dataset/plan.js";

/** Where a manager of an organisation's library uploads, and the headers a browser would send. */
export type UploadAccess = { url: string; headers: Record<string, string> };

/**
 * The dataset's Administrator bench user, signed in by their session cookie: the library's
 * upload (`POST …/governance-documents`, one file in the field `file`) is the managers'. The
 * CSRF cookie is fetched once and echoed in x-csrf-token, as the app's api-client does.
 */
export async function libraryManager(baseUrl: string, plan: Plan): Promise<UploadAccess> {
  const sessions = new Map(plan.benchUsers.map((u) => [u.person, u.token]));
  for (const org of plan.orgs) {
    const administrator = org.members.find(
      (m) => m.role === "Administrator" && m.loginEnabled && sessions.has(m.person),
    );
    const token = administrator && sessions.get(administrator.person);
    if (!token) continue;
    const client = new TestClient(baseUrl);
    client.setCookie("qr_session", token);
    const csrf = await client.get("/api/auth/csrf");
    const csrfToken = client.cookie("qr_csrf");
    if (csrf.status !== 200 || !csrfToken)
      throw new Error(`no CSRF cookie for the bench user: ${csrf.status}`);
    return {
      url: `${baseUrl}/api/organisations/${org.id}/governance-documents`,
      headers: {
        cookie: `qr_session=${token}; qr_csrf=${csrfToken}`,
        "x-csrf-token": csrfToken,
      },
    };
  }
  throw new Error("no bench user is an organisation's Administrator");
}
