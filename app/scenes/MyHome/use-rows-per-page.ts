import { useState } from "react";
import {
  personalSettingKey,
  personalSettingKeys,
  readSetting,
  writeSetting,
} from "../../local-settings.js";
import { parseRowsPerPage } from "./home-display.js";

/** Rows per page of My Home's meetings, remembered in this browser for each person (spec §9). */
export function useRowsPerPage(personId: string): [number, (rows: number) => void] {
  const key = personalSettingKey(personalSettingKeys.homeRowsPerPage, personId);
  const [rows, setRows] = useState(() => parseRowsPerPage(readSetting(key)));
  const choose = (next: number) => {
    writeSetting(key, String(next));
    setRows(next);
  };
  return [rows, choose];
}
