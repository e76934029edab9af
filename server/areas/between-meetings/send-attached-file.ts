import type { FastifyReply, FastifyRequest } from "fastify";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { sendFile, viewerCopy } from "../../http/send-file.js";
import type { Services } from "../../services.js";
import { can as documentsCan } from "../documents/policy.js";
import { takePolicy } from "../organisations/take-policy.js";
import type { attachedFile } from "./library-files.js";

type OpenableFile = NonNullable<Awaited<ReturnType<typeof attachedFile>>>;

/**
 * A library file opened through the item it is attached to, for whoever reads the item: the
 * item's keeper chose to share it, so the library folder's audience does not apply. As the
 * library's own file: the viewer always, a download under the organisation's download setting.
 */
export async function sendAttachedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  org: OrgActor,
  opened: {
    file: OpenableFile | undefined;
    notFound: string;
    /** The read receipts, once the reader is let through. */
    onOpened: (file: OpenableFile) => Promise<void>;
  },
): Promise<FastifyReply> {
  const { file, notFound } = opened;
  if (!file) throw new AppError("notFound", notFound);
  return sendFile(
    request,
    reply,
    {
      name: file.name,
      mime: file.mime,
      ...viewerCopy(request, file, services.storage),
      notFound,
      onOpened: () => opened.onOpened(file),
    },
    await takePolicy(services.database.db, org, documentsCan(org, "manage")),
  );
}
