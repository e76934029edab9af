/** A viewer's read of the tally: when it was answered and what it showed. */
export type Sighting = { answeredAt: number; status: number; voted: number; closed: boolean };

/**
 * How long after `since` a viewer first read a tally that `shows` what it waits for (the final
 * count, the closed status); undefined when it never did. A read answered before `since` that
 * already shows it (the tally can be read between the last ballot's commit and its answer
 * reaching the bench) means the viewer waited no time at all: 0.
 */
export function firstSighting(
  reads: readonly Sighting[],
  since: number,
  shows: (read: Sighting) => boolean,
): number | undefined {
  let first: number | undefined;
  for (const read of reads)
    if (read.status === 200 && shows(read) && (first === undefined || read.answeredAt < first))
      first = read.answeredAt;
  return first === undefined ? undefined : Math.max(0, first - since);
}
