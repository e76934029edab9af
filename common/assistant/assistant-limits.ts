/** The AI assistant's constants (spec §9), shared by the hub and the app. */
export const assistantLimits = {
  /** GetThreadsHistory asks for this many threads. */
  threadHistorySize: 30,
  /** StreamThreadMessages loads this many messages, oldest first. */
  messagesPerHistoryLoad: 30,
  messageSort: "asc",
  /** A question longer than this is refused. */
  inputMaxLength: 1000,
  /** The client waits this long after creating a thread before it sends into it. */
  delayAfterThreadCreationMs: 100,
  defaultLocale: "en-NZ",
  defaultTimeZone: "UTC",
} as const;
