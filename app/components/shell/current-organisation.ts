import { useRouterState } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";
import { readSetting, settingKeys, writeSetting } from "../../local-settings.js";

/** A page that shows one record (a meeting, its pack…) and the organisation it belongs to. */
export type ShownRecord = { path: string; orgId: string };

type State = { current: string | null; shownRecord: ShownRecord | null };

let state: State | undefined;
const listeners = new Set<() => void>();

function read(): State {
  // Read on first use, not at import: the browser's storage may refuse (private browsing).
  state ??= { current: readSetting(settingKeys.selectedOrganisation), shownRecord: null };
  return state;
}

function update(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The organisation the person last worked in, remembered across visits. */
export function currentOrganisationId(): string | null {
  return read().current;
}

/** Chosen in the picker, or opened through an address or a record: the shell follows. */
export function makeOrganisationCurrent(id: string): void {
  if (read().current === id) return;
  writeSetting(settingKeys.selectedOrganisation, id);
  update({ ...read(), current: id });
}

export function useOrganisationState(): State {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * For a page of one record: once the record has loaded, its organisation becomes the current
 * one, so the sidebar and the breadcrumb show where the record lives (a board meeting never
 * reads "Audit & Risk › Meetings").
 */
export function useOrganisationOfRecord(orgId: string | undefined): void {
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (!orgId) return;
    const { current, shownRecord } = read();
    if (current === orgId && shownRecord?.path === path && shownRecord.orgId === orgId) return;
    if (current !== orgId) writeSetting(settingKeys.selectedOrganisation, orgId);
    update({ current: orgId, shownRecord: { path, orgId } });
  }, [path, orgId]);
}
