export * from "./audit.js";
export * from "./jobs.js";
export * from "./mail.js";
export * from "./meetings.js";
export * from "./minutes.js";
export * from "./organisations.js";
export * from "./people.js";
export * from "./sessions.js";
