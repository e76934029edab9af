/**
 * Small preferences kept in the browser. Values are raw strings (not JSON) so tests and
 * support staff can set them by hand, e.g. localStorage.setItem("quorate.newUiPopover", "seen").
 */
export const settingKeys = {
  newUiPopover: "quorate.newUiPopover",
  selectedOrganisation: "quorate.selectedOrganisation",
  sidebarCollapsed: "quorate.sidebarCollapsed",
  uiVersion: "quorate.uiVersion",
} as const;

/** Preferences each person keeps for themselves, even on a shared browser: stored per person id. */
export const personalSettingKeys = {
  homeRowsPerPage: "quorate.homeRowsPerPage",
} as const;

type PersonalSettingName = (typeof personalSettingKeys)[keyof typeof personalSettingKeys];
type PersonalSettingKey = `${PersonalSettingName}.${string}`;

export function personalSettingKey(
  name: PersonalSettingName,
  personId: string,
): PersonalSettingKey {
  return `${name}.${personId}`;
}

export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys] | PersonalSettingKey;

export function readSetting(key: SettingKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Private browsing or blocked storage: behave as if nothing was saved.
    return null;
  }
}

export function writeSetting(key: SettingKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience; failing to save one must not break the page.
  }
}
