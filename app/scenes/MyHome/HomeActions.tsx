import { EmptyState, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendarDue, IconChecklist } from "@tabler/icons-react";
import { actionStatusLabels } from "../../../common/actions.js";
import type { HomeAction, MyHomeResponse } from "../../../common/contracts/home.js";
import { AnchorLink } from "../../components/router-links.js";
import { useTranslation } from "../../i18n/translate.js";
import { formatDueDate } from "../Actions/action-display.js";
import { HomeSection } from "./HomeSection.js";
import classes from "./MyHome.module.css";

function ActionRow({ action }: { action: HomeAction }) {
  const { t } = useTranslation();
  const due = action.DueDate
    ? formatDueDate(action.DueDate, action.Overdue, t("common.overdue"))
    : null;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fw={600} className={classes.wrap}>
          {action.Description}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarDue size={18} aria-hidden />
          <Text c={due?.overdue ? "red" : undefined} fw={due?.overdue ? 700 : undefined}>
            <Text span c="dimmed" fw={400}>
              {t("common.due")}:{" "}
            </Text>
            {due ? due.text : t("common.noDueDate")}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {actionStatusLabels[action.Status]} · {action.OrganisationName}
          </Text>
          <AnchorLink
            to="/action-items/$orgId"
            params={{ orgId: action.OrganisationId }}
            aria-label={`${t("home.openActionList")}: ${action.OrganisationName}`}
          >
            {t("home.openActionList")}
          </AnchorLink>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The person's open actions across organisations, overdue first (as the server orders them). */
export function HomeActions({
  actions,
  loading,
}: {
  actions: MyHomeResponse["actions"] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t("home.actionsTitle")} loading={loading || !actions}>
      {actions && actions.items.length === 0 ? (
        <EmptyState
          icon={<IconChecklist size={32} aria-hidden />}
          withIndicatorBackground
          title={t("home.actionsEmptyTitle")}
          description={t("home.actionsEmptyText")}
        />
      ) : (
        actions && (
          <Stack>
            <Stack
              component="ul"
              gap="sm"
              className={classes.plainList}
              aria-label={t("home.actionsList")}
            >
              {actions.items.map((a) => (
                <ActionRow key={a.Id} action={a} />
              ))}
            </Stack>
            {actions.total > actions.items.length && (
              <Text c="dimmed" size="sm">
                {t("home.actionsMore", { shown: actions.items.length, total: actions.total })}
              </Text>
            )}
          </Stack>
        )
      )}
    </HomeSection>
  );
}
