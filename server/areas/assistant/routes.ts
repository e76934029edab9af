import type { App } from "../../http/types.js";
import { attachHub, type Hub, type HubAuthentication } from "../../hub/hub-server.js";
import type { Services } from "../../services.js";
import { isSessionLive, onSessionsRevoked, type SessionRevocation } from "../auth/session-store.js";
import { assistantHubMethods } from "./assistant-hub.js";
import { embeddedEngine } from "./engines/embedded-engine.js";
import { llmEngine } from "./engines/llm-engine.js";

function revokes(revoked: SessionRevocation, user: HubAuthentication): boolean {
  if ("tokenHash" in revoked) return user.sessionKey === revoked.tokenHash;
  return user.personId === revoked.personId && user.sessionKey !== revoked.except;
}

/**
 * The assistant hub (spec §7) at /api/hub/aiassistant, signed in with the socket token. A token
 * is good only while the sign-in that minted it lasts: signing out closes its sockets here at
 * once, and any process refuses its next call.
 */
export function registerAssistantHub(app: App, services: Services): Hub {
  const db = services.database.db;
  const sessionLive = (user: HubAuthentication) =>
    user.sessionKey ? isSessionLive(db, user.sessionKey, user.personId) : Promise.resolve(false);
  const hub = attachHub(app, {
    path: "/api/hub/aiassistant",
    authenticate: async (token) => {
      const user = await services.tokens.verify(token);
      return user && (await sessionLive(user)) ? user : null;
    },
    stillValid: sessionLive,
    methods: assistantHubMethods(
      db,
      services.config.ai ? llmEngine(db, services.config.ai) : embeddedEngine(db),
    ),
    onError: (error, method) =>
      app.log.error({ err: error, method }, "assistant hub method failed"),
  });
  const stopListening = onSessionsRevoked((revoked) =>
    hub.closeWhere(
      (user) => revokes(revoked, user),
      "Your session has ended. Please sign in again.",
    ),
  );
  app.addHook("onClose", async () => stopListening());
  return hub;
}
