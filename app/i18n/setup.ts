import { enCore } from "./en-core.js";
import { enHome } from "./en-home.js";
import { appLocale } from "./format.js";
import { addTexts } from "./translate.js";

/** The texts the shell and My Home show; other areas' arrive with their pages (area-texts.ts). */
export function setupTexts(): void {
  addTexts(enCore);
  addTexts(enHome);
  document.documentElement.lang = appLocale;
}
