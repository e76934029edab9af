import { useRef, useState } from "react";
import { uploadMessages } from "../../common/uploads.js";
import type { OnProgress } from "../data/upload-with-progress.js";
import {
  checkPaperFiles,
  messageWithoutName,
  runLimited,
} from "../scenes/Meetings/papers/paper-files.js";

/** One chosen file: refused before sending, waiting, on its way, sent, or refused by the server. */
export type UploadRow = {
  key: number;
  name: string;
  state: "refused" | "waiting" | "uploading" | "done" | "failed";
  percent: number;
  message: string | undefined;
};

type Options = {
  /** Sends one file; rejects with the server's words when it refuses it. */
  send: (file: File, onProgress: OnProgress) => Promise<unknown>;
  /** Once a choice's files have all settled: refetch what now holds them. */
  afterAll: () => Promise<void>;
};

/** Files sent at once; browsers queue more anyway, and fewer keeps each bar moving. */
const parallelUploads = 3;

export const isMoving = (row: UploadRow) => row.state === "waiting" || row.state === "uploading";

function errorMessage(error: unknown, fileName: string): string {
  return error instanceof Error && error.message
    ? messageWithoutName(error.message, fileName)
    : uploadMessages.unknown;
}

/**
 * A choice of files on its way (papers on an agenda item, documents in a folder): checked with
 * the shared rules (type, size, ten at a time),
 * the good ones sent one request each with their own progress, each refusal kept beside its
 * file. The sent files' rows go once the list has been refetched, since they show there.
 */
export function useUploadQueue({ send, afterAll }: Options) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(0);

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
    setRows((all) => [...all.filter(isMoving), ...checked.map((c) => c.row)]);
    const tasks = checked
      .filter(({ row }) => row.state === "waiting")
      .map(({ file, row }) => async () => {
        update(row.key, { state: "uploading" });
        let shown = 0;
        try {
          await send(file, (fraction) => {
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
    await afterAll().catch(() => undefined);
    const sent = new Set(checked.map((c) => c.row.key));
    setRows((all) => all.filter((row) => !(row.state === "done" && sent.has(row.key))));
  };

  const dismiss = () => setRows((all) => all.filter(isMoving));

  return { rows, start, dismiss };
}
