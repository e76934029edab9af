import { useRef, useState } from "react";
import { uploadMessages } from "../../../../common/uploads.js";
import { uploadPaper, useRefreshMeeting } from "../../../data/meetings/papers.js";
import { checkPaperFiles, messageWithoutName, runLimited } from "./paper-files.js";

/** One chosen file: refused before sending, waiting, on its way, sent, or refused by the server. */
export type UploadRow = {
  key: number;
  name: string;
  state: "refused" | "waiting" | "uploading" | "done" | "failed";
  percent: number;
  message: string | undefined;
};

/** Files sent at once; browsers queue more anyway, and fewer keeps each bar moving. */
const parallelUploads = 3;

function errorMessage(error: unknown, fileName: string): string {
  return error instanceof Error && error.message
    ? messageWithoutName(error.message, fileName)
    : uploadMessages.unknown;
}

/**
 * The uploads of one agenda item: checks a choice of files with the shared rules, sends
 * the good ones one request each, and refreshes the meeting once they have all settled.
 */
export function usePaperUploads(meetingId: string, itemId: string) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(0);
  const refresh = useRefreshMeeting(meetingId);

  const update = (key: number, change: Partial<UploadRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const start = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const checked = checkPaperFiles(files).map(({ file, error }) => {
      nextKey.current += 1;
      const row: UploadRow = {
        key: nextKey.current,
        name: file.name,
        state: error ? "refused" : "waiting",
        percent: 0,
        message: error,
      };
      return { file, row };
    });
    // A new choice replaces the last one's messages; uploads still going stay.
    setRows((all) => [
      ...all.filter((row) => row.state === "waiting" || row.state === "uploading"),
      ...checked.map((c) => c.row),
    ]);
    const tasks = checked
      .filter(({ row }) => row.state === "waiting")
      .map(({ file, row }) => async () => {
        update(row.key, { state: "uploading" });
        let shown = 0;
        try {
          await uploadPaper(meetingId, itemId, file, (fraction) => {
            const percent = Math.min(100, Math.round(fraction * 100));
            if (percent === shown) return;
            shown = percent;
            update(row.key, { percent });
          });
          update(row.key, { state: "done", percent: 100 });
        } catch (error) {
          update(row.key, { state: "failed", message: errorMessage(error, file.name) });
        }
      });
    if (tasks.length === 0) return;
    await runLimited(tasks, parallelUploads);
    await refresh().catch(() => undefined);
    // The sent files now show as papers; their rows are no longer needed.
    const sent = new Set(checked.map((c) => c.row.key));
    setRows((all) => all.filter((row) => !(row.state === "done" && sent.has(row.key))));
  };

  const dismiss = () =>
    setRows((all) => all.filter((row) => row.state === "waiting" || row.state === "uploading"));

  return { rows, start, dismiss };
}
