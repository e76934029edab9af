import { Button, EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconGavel, IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type {
  DecisionList as DecisionPage,
  DecisionView,
} from "../../../common/contracts/decisions.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useTranslation } from "../../i18n/translate.js";
import { DecisionCard } from "./DecisionCard.js";
import classes from "./Decisions.module.css";

type Props = {
  orgId: string;
  query: UseQueryResult<DecisionPage>;
  filtered: boolean;
  outcomeLabel: (decision: DecisionView) => string;
  onClearFilters: () => void;
};

/** The listed decisions as cards, which read the same on a phone as on a laptop. */
export function DecisionList({ orgId, query, filtered, outcomeLabel, onClearFilters }: Props) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert what="decisions" onRetry={() => void query.refetch()} />;
  }
  if (query.data.decisions.length === 0) {
    return (
      <EmptyState
        mt="xl"
        icon={filtered ? <IconSearch size={32} aria-hidden /> : <IconGavel size={32} aria-hidden />}
        withIndicatorBackground
        title={filtered ? t("decisions.noMatchTitle") : t("decisions.emptyTitle")}
        description={filtered ? t("decisions.noMatchText") : t("decisions.emptyText")}
      >
        {filtered && (
          <Button variant="default" onClick={onClearFilters}>
            {t("decisions.clearFilters")}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack
      component="ul"
      className={classes.plainList}
      aria-label={t("decisions.list")}
      aria-busy={query.isPlaceholderData}
    >
      {query.data.decisions.map((decision) => (
        <DecisionCard
          key={decision.Id}
          orgId={orgId}
          decision={decision}
          outcomeLabel={outcomeLabel(decision)}
          timeZone={query.data.TimeZone}
        />
      ))}
    </Stack>
  );
}
