/** Spec §4 meeting states, in order. */
export const meetingStates = [
  "PreAgenda",
  "Draft",
  "PublishedAgenda",
  "InProgress",
  "Review",
  "Complete",
] as const;
export type MeetingState = (typeof meetingStates)[number];

export const meetingStateLabels: Record<MeetingState, string> = {
  PreAgenda: "No Agenda",
  Draft: "Draft Agenda",
  PublishedAgenda: "Published Agenda",
  InProgress: "Draft Minutes",
  Review: "Minutes in Review",
  Complete: "Minutes Confirmed",
};

export type MeetingTransition = {
  action: string;
  /** The button's label. */
  label: string;
  from: MeetingState;
  to: MeetingState;
  direction: "forward" | "back";
  /** Reached only through a later meeting's Confirm Minutes item, never by a button on this meeting. */
  byConfirmation?: true;
};

/**
 * Every allowed move. Forward actions named by the spec: Publish Agenda and
 * Finish Draft Minutes; back actions exist for Draft, Published, InProgress and
 * Review. Complete is reached only by confirmation at a later meeting.
 */
export const meetingTransitions: readonly MeetingTransition[] = [
  {
    action: "startAgenda",
    label: "Build Agenda",
    from: "PreAgenda",
    to: "Draft",
    direction: "forward",
  },
  {
    action: "publishAgenda",
    label: "Publish Agenda",
    from: "Draft",
    to: "PublishedAgenda",
    direction: "forward",
  },
  {
    action: "startMinutes",
    label: "Start Minutes",
    from: "PublishedAgenda",
    to: "InProgress",
    direction: "forward",
  },
  {
    action: "finishDraftMinutes",
    label: "Finish Draft Minutes",
    from: "InProgress",
    to: "Review",
    direction: "forward",
  },
  {
    action: "confirmMinutes",
    label: "Confirm Minutes",
    from: "Review",
    to: "Complete",
    direction: "forward",
    byConfirmation: true,
  },
  {
    action: "backToNoAgenda",
    label: "Back to No Agenda",
    from: "Draft",
    to: "PreAgenda",
    direction: "back",
  },
  {
    action: "unpublishAgenda",
    label: "Back to Draft Agenda",
    from: "PublishedAgenda",
    to: "Draft",
    direction: "back",
  },
  {
    action: "backToPublishedAgenda",
    label: "Back to Published Agenda",
    from: "InProgress",
    to: "PublishedAgenda",
    direction: "back",
  },
  {
    action: "backToDraftMinutes",
    label: "Back to Draft Minutes",
    from: "Review",
    to: "InProgress",
    direction: "back",
  },
];

export type MeetingAction = (typeof meetingTransitions)[number]["action"];

export function transitionsFrom(state: MeetingState): MeetingTransition[] {
  return meetingTransitions.filter((t) => t.from === state);
}

/** The moves a person can make with a button on the meeting itself. */
export function manualTransitionsFrom(state: MeetingState): MeetingTransition[] {
  return transitionsFrom(state).filter((t) => !t.byConfirmation);
}

export type TransitionVerdict = { ok: true; to: MeetingState } | { ok: false; message: string };

/** Decides a move; an illegal one is explained with the moves that are allowed. */
export function decideTransition(state: MeetingState, action: string): TransitionVerdict {
  const t = meetingTransitions.find((x) => x.from === state && x.action === action);
  if (t?.byConfirmation) {
    return {
      ok: false,
      message: "Minutes are confirmed at a later meeting, through its Confirm Minutes item.",
    };
  }
  if (t) return { ok: true, to: t.to };
  const allowed = manualTransitionsFrom(state).map((x) => `"${x.label}"`);
  const label = meetingStateLabels[state];
  const message = allowed.length
    ? `A meeting in "${label}" cannot do that. Allowed now: ${allowed.join(", ")}.`
    : `A meeting in "${label}" cannot change state: its minutes are confirmed.`;
  return { ok: false, message };
}
