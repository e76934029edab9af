/** Texts of the Meeting Documents page (every meeting's pack and papers). */
export const enMeetingDocuments = {
  meetingDocuments: {
    title: "Meeting Documents",
    switchLabel: "Documents",
    search: "Search meeting documents",
    searchPlaceholder: "Search by meeting, agenda item or paper",
    clearSearch: "Clear search",
    emptyTitle: "No meeting papers yet",
    emptyText:
      "Papers attached to agenda items, and board packs once agendas are published, appear here by year and meeting.",
    noMatchTitle: "No meeting documents match “{{q}}”",
    noMatchText: "Try other words, or fewer of them.",
    pack: "Board pack",
    packWithPages: "Board pack ({{count}} pages)",
    papersOf: "Papers for {{item}}",
  },
};
