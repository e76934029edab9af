import type { TableData } from "./cells.js";
import { agendaItemsTable, ballotsTable, meetingsTable, votesTable } from "./meeting-rows.js";
import {
  accountsTable,
  membershipsTable,
  organisationsTable,
  peopleTable,
  sessionsTable,
} from "./people-rows.js";
import type { Plan } from "./plan.js";
import {
  actionItemsTable,
  actionOwnersTable,
  decisionsTable,
  minuteConfirmationsTable,
  minuteSignaturesTable,
} from "./record-rows.js";

/** Every table the scenarios read, in an order that satisfies the foreign keys. */
export function datasetTables(plan: Plan): TableData[] {
  return [
    peopleTable(plan),
    organisationsTable(plan),
    accountsTable(plan),
    sessionsTable(plan),
    membershipsTable(plan),
    meetingsTable(plan),
    agendaItemsTable(plan),
    votesTable(plan),
    ballotsTable(plan),
    decisionsTable(plan),
    actionItemsTable(plan),
    actionOwnersTable(plan),
    minuteConfirmationsTable(plan),
    minuteSignaturesTable(plan),
  ];
}
