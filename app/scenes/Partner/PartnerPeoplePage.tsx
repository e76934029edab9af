import { EmptyState, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { usePartnerPeople } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import { NoMatches } from "./NoMatches.js";
import { PartnerListSkeleton } from "./PartnerListSkeleton.js";
import { PartnerSearch } from "./PartnerSearch.js";
import { PeopleCards } from "./PeopleCards.js";
import { PeopleTable } from "./PeopleTable.js";
import { filterPeople, isSearching } from "./partner-lists.js";
import { useNarrowScreen } from "./use-narrow-screen.js";

/** Support staff (spec §6): everyone in the installation and whether they can sign in. */
export function PartnerPeoplePage() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const people = usePartnerPeople();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterPeople(people.data ?? [], query), [people.data, query]);

  const body = () => {
    if (people.isPending) return <PartnerListSkeleton narrow={narrow} />;
    if (people.isError) {
      return <QueryErrorAlert what="people" onRetry={() => void people.refetch()} />;
    }
    if (people.data.length === 0) {
      return (
        <EmptyState
          mt="xl"
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={t("partner.noPeopleTitle")}
          description={t("partner.noPeopleText")}
        />
      );
    }
    const total = people.data.length;
    return (
      <>
        <PartnerSearch
          label={t("partner.searchPeople")}
          placeholder={t("partner.searchPeoplePlaceholder")}
          value={query}
          onChange={setQuery}
          summary={
            isSearching(query)
              ? t("partner.peopleShown", { shown: shown.length, count: total })
              : t("partner.peopleCount", { count: total })
          }
        />
        {shown.length === 0 ? (
          <NoMatches
            query={query}
            hint={t("partner.noPeopleMatchesText")}
            onClear={() => setQuery("")}
          />
        ) : narrow ? (
          <PeopleCards people={shown} />
        ) : (
          <PeopleTable people={shown} />
        )}
      </>
    );
  };

  return (
    <>
      <PageTitle title={t("shell.partnerPeople")} />
      <Text c="dimmed" mb="lg">
        {t("partner.peopleIntro")}
      </Text>
      {body()}
    </>
  );
}
