import { useMutation } from "@tanstack/react-query";
import { verifyAnswer } from "../../common/contracts/verify.js";
import { type OnProgress, uploadWithProgress } from "./upload-with-progress.js";

/** /verify's one request: the dropped PDF to POST /api/verify, with its progress. */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: OnProgress }) =>
      uploadWithProgress(
        "/api/verify",
        () => {
          const form = new FormData();
          form.append("file", file);
          return form;
        },
        verifyAnswer,
        onProgress,
      ),
  });
}
