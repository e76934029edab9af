import { NotAvailablePage } from "../components/NotAvailablePage.js";
import type { en } from "../i18n/en.js";
import { useTranslation } from "../i18n/translate.js";

export type AreaTitleKey = keyof typeof en.areas;

/** A route component for an area this version does not build yet, titled with its name. */
export function notAvailable(area: AreaTitleKey) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load, so each component identity is stable.
  return function NotAvailableRouteView() {
    const { t } = useTranslation();
    return <NotAvailablePage title={t(`areas.${area}`)} />;
  };
}
