import { Text } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { breadcrumbArea } from "./breadcrumb.js";
import classes from "./TopBar.module.css";

/**
 * "Board name › Meetings": where the person is, from the route prefix. Long names shorten
 * with an ellipsis (the whole name is in the title); on phones they stand on two lines.
 */
export function Breadcrumb({ organisation }: { organisation: OrganisationSummary | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = breadcrumbArea(pathname);
  if (!area) return null;
  const perOrganisation = area !== "dashboard" && area !== "myAccount";

  return (
    <nav aria-label={t("breadcrumb.label")} className={classes.breadcrumb}>
      <ol className={classes.trail}>
        {perOrganisation && organisation && (
          <li className={classes.organisation}>
            <Text
              component="span"
              size="sm"
              c="dimmed"
              truncate="end"
              className={classes.label}
              title={organisation.Name}
            >
              {organisation.Name}
            </Text>
            <span aria-hidden className={classes.separator}>
              ›
            </span>
          </li>
        )}
        <li className={classes.area}>
          <Text
            component="span"
            size="sm"
            fw={600}
            truncate="end"
            className={classes.label}
            aria-current="page"
          >
            {t(`breadcrumb.${area}`)}
          </Text>
        </li>
      </ol>
    </nav>
  );
}
