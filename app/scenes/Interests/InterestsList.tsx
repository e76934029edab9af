import { Button, EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconHistory, IconScale } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { InterestList } from "../../../common/contracts/interests.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import type { InterestTab } from "../../data/interests.js";
import { useTranslation } from "../../i18n/translate.js";
import { useNarrowScreen } from "../Partner/use-narrow-screen.js";
import { InterestCards } from "./InterestCards.js";
import { InterestsTable } from "./InterestsTable.js";

type Props = {
  orgId: string;
  tab: InterestTab;
  query: UseQueryResult<InterestList>;
  filtered: boolean;
  onShowEveryone: () => void;
  /** The first action an empty register offers, when the viewer may declare. */
  addButton: ReactNode;
};

/** The tab's entries with their loading, failure and empty states. */
export function InterestsList({ orgId, tab, query, filtered, onShowEveryone, addButton }: Props) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();

  if (query.isPending || query.isPlaceholderData) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={48} radius="sm" />
        <Skeleton h={48} radius="sm" />
        <Skeleton h={48} radius="sm" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert what="interests" onRetry={() => void query.refetch()} />;
  }
  const { interests, today, abilities } = query.data;
  if (interests.length === 0) {
    if (filtered)
      return (
        <EmptyState mt="xl" withIndicatorBackground title={t("interests.emptyForPerson")}>
          <EmptyState.Actions>
            <Button variant="default" onClick={onShowEveryone}>
              {t("interests.showEveryone")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    const current = tab === "current";
    return (
      <EmptyState
        mt="xl"
        icon={current ? <IconScale size={32} aria-hidden /> : <IconHistory size={32} aria-hidden />}
        withIndicatorBackground
        title={current ? t("interests.emptyCurrentTitle") : t("interests.emptyPastTitle")}
        description={current ? t("interests.emptyCurrentText") : t("interests.emptyPastText")}
      >
        {current && addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
      </EmptyState>
    );
  }
  const rows = { orgId, tab, interests, today, canEditAnyone: abilities.CanEditAnyone };
  return narrow ? <InterestCards {...rows} /> : <InterestsTable {...rows} />;
}
