/** The AI assistant's constants (spec §9): the one copy, read by the hub and the app. */
export const assistantLimits = {
  /** GetThreadsHistory asks for this many threads. */
  threadHistorySize: 30,
  /** StreamThreadMessages loads this many messages, oldest first. */
  messagesPerHistoryLoad: 30,
  messageSort: "asc",
  /** The hub answers at most this many threads or messages at once, whatever is asked. */
  pageSizeMax: 100,
  /** A question longer than this is refused. */
  inputMaxLength: 1000,
  /** The client waits this long after creating a thread before it sends into it. */
  delayAfterThreadCreationMs: 100,
  defaultLocale: "en-NZ",
  defaultTimeZone: "UTC",
} as const;
