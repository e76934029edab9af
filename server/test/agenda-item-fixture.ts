import { addMembership, buildAccount, buildBoard, signedInClient } from "./factories.js";
import type { TestClient } from "./http-client.js";
import type { TestServer } from "./test-server.js";

/** A board whose secretary has a meeting with one agenda item: where papers are uploaded. */
export async function secretaryWithAgendaItem(
  server: TestServer,
  meetingTitle: string,
  itemTitle: string,
): Promise<{ boardId: string; secretary: TestClient; meetingId: string; itemId: string }> {
  const db = server.database.db;
  const owner = await buildAccount(db);
  const boardId = (await buildBoard(db, owner.personId)).id;
  const sec = await buildAccount(db);
  await addMembership(db, boardId, sec.personId, "PersonalAssistant");
  const secretary = await signedInClient(server.url, sec.email);
  const meetingId = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title: meetingTitle,
      date: "2026-12-03",
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  const itemId = (
    await secretary.post<{ Id: string }>(`/api/meetings/${meetingId}/agenda/items`, {
      title: itemTitle,
    })
  ).body.Id;
  return { boardId, secretary, meetingId, itemId };
}
