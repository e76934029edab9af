// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AgendaItemView, MeetingDetail } from "../../../common/contracts/meetings.js";
import type { AgendaItemType } from "../../../common/meetings/agenda.js";
import { useMeeting } from "../../data/meetings/meetings.js";
import { type ApiCall, fakeApi, refusal, reply } from "../../test/fake-api.js";
import { renderInApp } from "../../test/render.js";
import { organiserAbilities } from "../../test-support/meeting-abilities.js";
import { AgendaList } from "./AgendaList.js";

function item(Id: string, Title: string, Type: AgendaItemType = "Generic"): AgendaItemView {
  return {
    Id,
    ParentId: null,
    Number: "",
    Position: 0,
    Type,
    IsHeading: false,
    Title,
    Description: "",
    DescriptionDoc: null,
    Presenter: null,
    DurationMinutes: 0,
    StartsAt: "2026-12-03T05:30:00.000Z",
    Motion: null,
    Papers: [],
    Minutes: "",
    MinutesDoc: null,
    MinutesVersion: 0,
    VoteId: null,
    Decisions: [],
    Actions: [],
    Conflicts: [],
  };
}

/** The meeting as the server keeps it: a saved order comes back numbered. */
function meetingServer() {
  let agenda = [
    item("i1", "Welcome"),
    item("i2", "Budget"),
    item("i3", "Strategy"),
    item("i4", "Close Meeting", "CloseMeeting"),
  ];
  const meeting = (): MeetingDetail => ({
    Id: "m1",
    Title: "Board meeting",
    StartTime: "2026-12-03T05:30:00.000Z",
    EndTime: "2026-12-03T07:30:00.000Z",
    TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    Location: null,
    State: "Draft",
    StateLabel: "Draft Agenda",
    OrganisationId: "o1",
    Version: 1,
    CancelledAt: null,
    LocationId: null,
    CloseTime: "2026-12-03T07:30:00.000Z",
    AgendaChangedSincePublish: false,
    Agenda: agenda.map((i, index) => ({ ...i, Number: String(index + 1), Position: index })),
    Transitions: [],
    Abilities: organiserAbilities,
    FilesDownloadable: true,
    MyRsvp: { Rsvp: null, CanAnswer: false },
    ChangesLog: [],
  });
  const saveOrder = ({ body }: ApiCall) => {
    const { items } = body as { items: Array<{ id: string }> };
    agenda = items.flatMap(({ id }) => agenda.filter((i) => i.Id === id));
    return { message: "Saved" };
  };
  return { meeting, saveOrder };
}

function Agenda() {
  const meeting = useMeeting("m1");
  if (!meeting.data) return null;
  return (
    <AgendaList
      meeting={meeting.data}
      items={meeting.data.Agenda ?? []}
      editing
      onEdit={() => {}}
      onDelete={() => {}}
      onReload={() => void meeting.refetch()}
    />
  );
}

const order = "PUT /api/meetings/m1/agenda/order";

async function renderAgenda(answerOrder?: (call: ApiCall) => unknown) {
  const server = meetingServer();
  const api = fakeApi({
    "GET /api/meetings/m1": server.meeting,
    [order]: answerOrder ?? server.saveOrder,
  });
  const rendered = renderInApp(<Agenda />);
  await screen.findByRole("list", { name: "Agenda" });
  return { ...rendered, api };
}

const titles = () =>
  within(screen.getByRole("list", { name: "Agenda" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent?.match(/Welcome|Budget|Strategy|Close Meeting/)?.[0]);
const moveButton = (name: string) => screen.getByRole("button", { name });

describe("reordering the agenda from the keyboard", () => {
  it("moves an item with Enter on its Move button and keeps the focus there for the next move", async () => {
    const { user, api } = await renderAgenda();
    expect(titles()).toEqual(["Welcome", "Budget", "Strategy", "Close Meeting"]);

    moveButton("Move Welcome down").focus();
    await user.keyboard("{Enter}");

    await waitFor(() =>
      expect(titles()).toEqual(["Budget", "Welcome", "Strategy", "Close Meeting"]),
    );
    await waitFor(() => expect(document.activeElement).toBe(moveButton("Move Welcome down")));
    expect(api.sentTo(order)[0]).toEqual({
      items: [
        { id: "i2", parentId: null },
        { id: "i1", parentId: null },
        { id: "i3", parentId: null },
        { id: "i4", parentId: null },
      ],
    });

    // The focus stayed, so Enter again moves the same item on.
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(titles()).toEqual(["Budget", "Strategy", "Welcome", "Close Meeting"]),
    );
  });

  it("keeps the focus on the item at the end of the list, on the move that still works", async () => {
    const { user } = await renderAgenda();
    moveButton("Move Budget up").focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(titles()).toEqual(["Budget", "Welcome", "Strategy", "Close Meeting"]),
    );
    // At the top its Move up button is disabled; the focus goes to its Move down, not the page.
    await waitFor(() => expect(document.activeElement).toBe(moveButton("Move Budget down")));
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(titles()).toEqual(["Welcome", "Budget", "Strategy", "Close Meeting"]),
    );
  });

  it("offers no move past the ends or below the closing item", async () => {
    await renderAgenda();
    expect(moveButton("Move Welcome up")).toHaveProperty("disabled", true);
    expect(moveButton("Move Strategy down")).toHaveProperty("disabled", true);
    expect(moveButton("Move Strategy up")).toHaveProperty("disabled", false);
  });

  it("says when the new order could not be saved, and offers to reload", async () => {
    const { user } = await renderAgenda(() =>
      reply(409, refusal("Someone else changed the agenda.")),
    );
    moveButton("Move Welcome down").focus();
    await user.keyboard("{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else changed the agenda.");
    expect(within(alert).getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(titles()).toEqual(["Welcome", "Budget", "Strategy", "Close Meeting"]);
  });
});
