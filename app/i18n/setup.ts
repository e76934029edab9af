import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en.js";
import { appLocale } from "./format.js";

/** English is the only language so far; en-NZ falls back to the "en" resources. */
export async function setupI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: appLocale,
    fallbackLng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = appLocale;
}
