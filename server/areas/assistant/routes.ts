import type { App } from "../../http/types.js";
import { attachHub, type Hub } from "../../hub/hub-server.js";
import type { Services } from "../../services.js";
import { assistantHubMethods } from "./assistant-hub.js";
import { embeddedEngine } from "./engines/embedded-engine.js";
import { llmEngine } from "./engines/llm-engine.js";

/** The assistant hub (spec §7) at /api/hub/aiassistant, signed in with the socket token. */
export function registerAssistantHub(app: App, services: Services): Hub {
  const db = services.database.db;
  return attachHub(app, {
    path: "/api/hub/aiassistant",
    authenticate: (token) => services.tokens.verify(token),
    methods: assistantHubMethods(
      db,
      services.config.ai ? llmEngine(db, services.config.ai) : embeddedEngine(db),
    ),
    onError: (error, method) =>
      app.log.error({ err: error, method }, "assistant hub method failed"),
  });
}
