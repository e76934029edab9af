/** Texts of My Home, the dashboard. Meeting state and action status labels come from common/. */
export const enHome = {
  home: {
    title: "My Home",
    welcome: "Welcome, {{name}}",
    organisationsTitle: "My boards and committees",
    noOrganisations: "You are not part of a board yet",
    noOrganisationsText:
      "Create a board to start running meetings, or ask your board administrator for an invitation.",
    createBoard: "Create a board",
    prototype: "You are looking at the prototype dashboard.",
    loadFailed: "My Home could not be loaded.",

    meetingsTitle: "Meetings",
    whichMeetings: "Upcoming or past meetings",
    upcoming: "Upcoming",
    past: "Past",
    timeFrame: "Time frame",
    timeFrames: {
      "7": "7 days",
      "14": "14 days",
      "30": "30 days",
      "60": "60 days",
      "90": "90 days",
      all: "All",
    },
    rowsPerPage: "Rows per page",
    meetingsList: "Your meetings",
    meetingsPages: "Pages of meetings",
    shownRange: "{{from}}–{{to}} of {{total}}",
    emptyUpcomingTitle: "No upcoming meetings",
    emptyUpcomingDays:
      "Nothing is scheduled in the next {{days}} days. Choose a longer time frame to look further ahead.",
    emptyUpcomingAll: "None of your boards or committees has a meeting scheduled yet.",
    emptyPastTitle: "No past meetings",
    emptyPastDays:
      "No meetings took place in the last {{days}} days. Choose a longer time frame to look further back.",
    emptyPastAll: "Meetings of your boards and committees appear here once they have taken place.",

    actionsTitle: "My Actions",
    actionsList: "Your open actions",
    actionsEmptyTitle: "No open actions",
    actionsEmptyText: "Actions you own appear here, overdue ones first, until they are completed.",
    actionsMore:
      "Showing {{shown}} of your {{total}} open actions. Each organisation's action list has them all.",
    openActionList: "Action list",

    votesTitle: "Open Votes",
    votesList: "Votes waiting for you",
    votesEmptyTitle: "No votes waiting for you",
    votesEmptyText:
      "When a vote opens in a meeting and you are one of its voters, it appears here until you have voted.",
    voteInMeeting: "Vote in the meeting",
    voteOnFlyingMinute: "Vote on the flying minute",
    flyingMinute: "Flying minute",
    votingCloses: "closes {{when}}",
    motion: "Motion",

    signaturesTitle: "Pending Signatures",
    signaturesList: "Minutes awaiting your signature",
    signaturesEmptyTitle: "Nothing to sign",
    signaturesEmptyText:
      "Confirmed minutes and documents you are asked to sign appear here until you sign them.",
    documentSignaturesList: "Documents awaiting your signature",
    signedOf: "Signed {{signed}} of {{total}}",
    signBy: "sign by {{date}}",
    reviewAndSign: "Review & Sign",
    meetingOn: "Meeting of {{when}}",

    trialsLabel: "Free trials",
    buyNow: "Buy Now",
    buyNowFor: "Buy Now for {{name}}",
  },
};
