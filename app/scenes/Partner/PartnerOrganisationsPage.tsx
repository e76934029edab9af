import { EmptyState, Text } from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { usePartnerOrganisations } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import { NoMatches } from "./NoMatches.js";
import { OrganisationCards } from "./OrganisationCards.js";
import { OrganisationsTable } from "./OrganisationsTable.js";
import { PartnerListSkeleton } from "./PartnerListSkeleton.js";
import { PartnerOrganisationDialog } from "./PartnerOrganisationDialog.js";
import { PartnerSearch } from "./PartnerSearch.js";
import {
  countOrganisations,
  filterOrganisationGroups,
  groupCommitteesUnderBoards,
  isSearching,
} from "./partner-lists.js";
import { useNarrowScreen } from "./use-narrow-screen.js";

/** Support staff (spec §6): every board and committee of the installation, read-only. */
export function PartnerOrganisationsPage() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const organisations = usePartnerOrganisations();
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const groups = useMemo(
    () => groupCommitteesUnderBoards(organisations.data ?? []),
    [organisations.data],
  );
  const shown = useMemo(() => filterOrganisationGroups(groups, query), [groups, query]);

  const body = () => {
    if (organisations.isPending) return <PartnerListSkeleton narrow={narrow} />;
    if (organisations.isError) {
      return <QueryErrorAlert what="organisations" onRetry={() => void organisations.refetch()} />;
    }
    if (organisations.data.length === 0) {
      return (
        <EmptyState
          mt="xl"
          icon={<IconBuildingCommunity size={32} aria-hidden />}
          withIndicatorBackground
          title={t("partner.noOrganisationsTitle")}
          description={t("partner.noOrganisationsText")}
        />
      );
    }
    const total = organisations.data.length;
    const searching = isSearching(query);
    return (
      <>
        <PartnerSearch
          label={t("partner.searchOrganisations")}
          placeholder={t("partner.searchOrganisationsPlaceholder")}
          value={query}
          onChange={setQuery}
          summary={
            searching
              ? t("partner.organisationsShown", { shown: countOrganisations(shown), count: total })
              : t("partner.organisationsCount", { count: total })
          }
        />
        {shown.length === 0 ? (
          <NoMatches
            query={query}
            hint={t("partner.noOrganisationMatchesText")}
            onClear={() => setQuery("")}
          />
        ) : narrow ? (
          <OrganisationCards groups={shown} onOpen={setOpenId} />
        ) : (
          <OrganisationsTable groups={shown} onOpen={setOpenId} />
        )}
      </>
    );
  };

  return (
    <>
      <PageTitle title={t("shell.partnerOrganisations")} />
      <Text c="dimmed" mb="lg">
        {t("partner.organisationsIntro")}
      </Text>
      {body()}
      <PartnerOrganisationDialog orgId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
