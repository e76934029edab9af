import { Button, EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PeopleDirectory } from "../../../common/contracts/people.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./People.module.css";
import { PersonCard } from "./PersonCard.js";

type Props = {
  orgId: string;
  organisationName: string;
  isCommittee: boolean;
  query: UseQueryResult<PeopleDirectory>;
  filtered: boolean;
  onClearFilters: () => void;
  /** The first action an empty directory offers, for those who may add people. */
  addButton: ReactNode;
};

/** The directory's cards with their loading, failure and empty states. */
export function PeopleList({ query, filtered, onClearFilters, addButton, ...context }: Props) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert what="people" onRetry={() => void query.refetch()} />;
  }
  const { members, MyPersonId, TimeZone } = query.data;
  if (members.length === 0) {
    if (filtered)
      return (
        <EmptyState mt="xl" withIndicatorBackground title={t("people.noMatchTitle")}>
          <EmptyState.Actions>
            <Button variant="default" onClick={onClearFilters}>
              {t("people.clearFilters")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    return (
      <EmptyState
        mt="xl"
        icon={<IconUsers size={32} aria-hidden />}
        withIndicatorBackground
        title={t("people.emptyTitle")}
        description={t("people.emptyText")}
      >
        {addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
      </EmptyState>
    );
  }
  return (
    <ul className={classes.grid} aria-label={t("people.list")} aria-busy={query.isPlaceholderData}>
      {members.map((person) => (
        <PersonCard
          key={person.PersonId}
          {...context}
          person={person}
          myPersonId={MyPersonId}
          timeZone={TimeZone}
        />
      ))}
    </ul>
  );
}
