import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { registerAgendaRoutes } from "./agenda/routes.js";
import { registerAttendanceRoutes } from "./attendance/routes.js";
import { registerConfirmationRoutes } from "./confirmation/routes.js";
import { registerConflictRoutes } from "./conflicts/routes.js";
import { registerLiveRoutes } from "./live/routes.js";
import { registerLocationRoutes } from "./locations/routes.js";
import { registerMinutesRoutes } from "./minutes/routes.js";
import { registerNoticeRoutes } from "./notices/routes.js";
import { registerPackRoutes } from "./pack/routes.js";
import { registerPaperRoutes } from "./papers/routes.js";
import { registerReviewRoutes } from "./review/routes.js";
import { registerMeetingRoutes } from "./routes.js";
import { registerSigningRoutes } from "./signing/routes.js";
import { registerVoteRoutes } from "./votes/routes.js";

/** The meetings area is a room per concern, each with its own routes: this lists them all. */
export function registerMeetingsArea(app: App, services: Services): void {
  registerMeetingRoutes(app, services);
  registerLocationRoutes(app, services);
  registerAgendaRoutes(app, services);
  registerPaperRoutes(app, services);
  registerAttendanceRoutes(app, services);
  registerMinutesRoutes(app, services);
  registerConflictRoutes(app, services);
  registerVoteRoutes(app, services);
  registerPackRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerReviewRoutes(app, services);
  registerConfirmationRoutes(app, services);
  registerSigningRoutes(app, services);
  registerLiveRoutes(app, services);
}
