import { useUploadQueue } from "../../../components/use-upload-queue.js";
import { uploadPaper, useRefreshMeeting } from "../../../data/meetings/papers.js";

export type { UploadRow } from "../../../components/use-upload-queue.js";

/**
 * The uploads of one agenda item: the shared queue (checks, one request per file, progress),
 * sending to the item and refreshing the meeting once they have all settled.
 */
export function usePaperUploads(meetingId: string, itemId: string) {
  const refresh = useRefreshMeeting(meetingId);
  return useUploadQueue({
    send: (file, onProgress) => uploadPaper(meetingId, itemId, file, onProgress),
    afterAll: refresh,
  });
}
