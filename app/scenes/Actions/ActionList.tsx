import { EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconChecklist, IconCircleCheck } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import type { ActionOwner, ActionsTab, ActionView } from "../../data/actions.js";
import { useTranslation } from "../../i18n/translate.js";
import { ActionCard, type Viewer } from "./ActionCard.js";
import classes from "./Actions.module.css";
import { filterByMeeting } from "./action-display.js";

type Props = {
  orgId: string;
  tab: ActionsTab;
  query: UseQueryResult<{ actions: ActionView[]; owners: ActionOwner[] }>;
  meetingId: string | undefined;
  viewer: Viewer;
};

/** The tab's actions as cards, which read the same on a phone as on a laptop. */
export function ActionList({ orgId, tab, query, meetingId, viewer }: Props) {
  const { t } = useTranslation();

  if (query.isPending || query.isPlaceholderData) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert what="actions" onRetry={() => void query.refetch()} />;
  }
  const actions = filterByMeeting(query.data.actions, meetingId);
  if (actions.length === 0) {
    const current = tab === "current";
    return (
      <EmptyState
        mt="xl"
        icon={
          current ? (
            <IconChecklist size={32} aria-hidden />
          ) : (
            <IconCircleCheck size={32} aria-hidden />
          )
        }
        withIndicatorBackground
        title={current ? t("actions.emptyCurrentTitle") : t("actions.emptyCompletedTitle")}
        description={current ? t("actions.emptyCurrentText") : t("actions.emptyCompletedText")}
      />
    );
  }
  return (
    <Stack component="ul" className={classes.plainList} aria-label={t("actions.list")}>
      {actions.map((action) => (
        <ActionCard key={action.Id} orgId={orgId} action={action} viewer={viewer} />
      ))}
    </Stack>
  );
}
