/** What a ballot's sender was told: whose ballot, the HTTP status (0: no answer), and whether it was sent after the close answered. */
export type BallotAnswer = { personId: string; status: number; afterClose: boolean };

/** A ballot the database holds for the vote. */
export type StoredBallot = { personId: string; castAt: Date };

export type Ledger = {
  sent: number;
  /** 2xx: the voter was told their vote counts. */
  accepted: number;
  /** 409 (already voted, closed) and 403 (not a voter): refused as the rules say. */
  refused: number;
  /** Anything else: errors and no answer at all. */
  failed: number;
  stored: number;
  /** Voters told their vote counts whose ballot is not stored. */
  lost: number;
  /** Stored ballots beyond one per voter. */
  duplicatesStored: number;
  /** Voters told twice that a ballot counts (a second ballot never replaces the first here). */
  acceptedTwice: number;
  /** 2xx to a ballot sent after the close had answered, plus ballots stored with a time after the close. */
  acceptedAfterClose: number;
  /** Stored ballots of voters never told theirs counts (no answer in time, yet it was kept). */
  storedUnanswered: number;
};

const ok = (status: number) => status >= 200 && status < 300;

/**
 * Checks what voters were told against what the database holds: nothing told "counted" may be
 * missing, nothing may count twice, and nothing may count after the close (`closedAt`, the
 * vote's own close time; undefined where nothing was closed).
 */
export function ballotLedger(
  answers: readonly BallotAnswer[],
  stored: readonly StoredBallot[],
  closedAt: Date | undefined,
): Ledger {
  const acceptances = new Map<string, number>();
  let refused = 0;
  let failed = 0;
  let acceptedAfterClose = 0;
  for (const a of answers) {
    if (ok(a.status)) {
      acceptances.set(a.personId, (acceptances.get(a.personId) ?? 0) + 1);
      if (a.afterClose) acceptedAfterClose++;
    } else if (a.status === 409 || a.status === 403) refused++;
    else failed++;
  }
  const storedVoters = new Set(stored.map((b) => b.personId));
  let lost = 0;
  let acceptedTwice = 0;
  for (const [personId, n] of acceptances) {
    if (!storedVoters.has(personId)) lost++;
    if (n > 1) acceptedTwice++;
  }
  if (closedAt)
    acceptedAfterClose += stored.filter((b) => b.castAt.getTime() > closedAt.getTime()).length;
  return {
    sent: answers.length,
    accepted: [...acceptances.values()].reduce((sum, n) => sum + n, 0),
    refused,
    failed,
    stored: stored.length,
    lost,
    duplicatesStored: stored.length - storedVoters.size,
    acceptedTwice,
    acceptedAfterClose,
    storedUnanswered: [...storedVoters].filter((id) => !acceptances.has(id)).length,
  };
}
