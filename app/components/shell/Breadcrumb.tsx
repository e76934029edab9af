import { Breadcrumbs, Text } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { breadcrumbArea } from "./breadcrumb.js";

/** "Board name › Meetings": where the person is, from the route prefix. */
export function Breadcrumb({ organisation }: { organisation: OrganisationSummary | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = breadcrumbArea(pathname);
  if (!area) return null;
  const perOrganisation = area !== "dashboard" && area !== "myAccount";

  return (
    <nav aria-label={t("breadcrumb.label")}>
      <Breadcrumbs separator="›">
        {perOrganisation && organisation && (
          <Text size="sm" c="dimmed" truncate maw={240}>
            {organisation.Name}
          </Text>
        )}
        <Text size="sm" fw={600} aria-current="page">
          {t(`breadcrumb.${area}`)}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
