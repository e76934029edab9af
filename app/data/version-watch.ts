/**
 * Remembers the server version the app loaded with. When /api/me later reports another
 * version, the next navigation reloads the page so the browser picks up the new build.
 */
export type VersionWatch = {
  note(version: string): void;
  reloadPending(): boolean;
};

export function createVersionWatch(): VersionWatch {
  let firstSeen: string | undefined;
  let changed = false;
  return {
    note(version) {
      if (firstSeen === undefined) firstSeen = version;
      else if (version !== firstSeen) changed = true;
    },
    reloadPending: () => changed,
  };
}

export const versionWatch = createVersionWatch();
