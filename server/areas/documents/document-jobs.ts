import type { Db } from "../../db/client.js";
import type { JobWorker } from "../../jobs/worker.js";
import type { FileStore } from "../../storage/file-store.js";
import { binEraseJob, eraseBinnedDocuments } from "./erase-binned-documents.js";
import { reviewRemindersJob, sendDueReviewReminders } from "./review-reminders.js";

/** The library's recurring work: emptying the bin, and reminding managers of review dates. */
export function registerDocumentJobs(
  jobs: JobWorker,
  db: Db,
  storage: FileStore,
  baseUrl: () => string,
): void {
  jobs.registerRecurring(binEraseJob, async () => {
    await eraseBinnedDocuments(db, storage);
  });
  jobs.registerRecurring(reviewRemindersJob, async () => {
    await sendDueReviewReminders(db, baseUrl());
  });
}
