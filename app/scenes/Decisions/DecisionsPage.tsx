import { Button, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type DecisionOutcomeFilter,
  type DecisionView,
  decisionOutcomeFilters,
} from "../../../common/contracts/decisions.js";
import { PageTitle } from "../../components/PageTitle.js";
import { useDecisions } from "../../data/decisions.js";
import { useMe } from "../../data/me.js";
import { DecisionList } from "./DecisionList.js";
import { isKnownOutcome, tallyInWords } from "./decision-display.js";
import { decisionsCsv, downloadText } from "./decisions-csv.js";

/** The organisation's decisions, newest first, filtered by words, dates and outcome. */
export function DecisionsPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [outcome, setOutcome] = useState<DecisionOutcomeFilter | null>(null);
  const decisions = useDecisions(orgId, { q: q.trim(), from, to, outcome });
  // The route guard has checked the organisation and its decision register access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;

  const outcomeLabel = (d: DecisionView) =>
    isKnownOutcome(d.Outcome) ? t(`minutesOutcome.${d.Outcome}`) : d.Outcome;
  const filtered = q.trim() !== "" || from !== "" || to !== "" || outcome !== null;
  const listed = decisions.data ?? [];
  const clearFilters = () => {
    setSearch("");
    setFrom("");
    setTo("");
    setOutcome(null);
  };
  const exportCsv = () => {
    const csv = decisionsCsv(listed, {
      outcome: outcomeLabel,
      tally: (d) => (d.Tally ? tallyInWords(d.Outcome, d.Tally) : null),
    });
    downloadText(`decisions-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  };

  return (
    <>
      <PageTitle
        title={t("decisions.title")}
        actions={
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={exportCsv}
            disabled={listed.length === 0 || decisions.isPlaceholderData}
          >
            {t("decisions.exportCsv")}
          </Button>
        }
      />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <SimpleGrid
        component="form"
        role="search"
        aria-label={t("decisions.filters")}
        onSubmit={(event) => event.preventDefault()}
        cols={{ base: 1, xs: 2, md: 4 }}
        mb="md"
      >
        <TextInput
          type="search"
          label={t("decisions.search")}
          placeholder={t("decisions.searchPlaceholder")}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t("decisions.from")}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t("decisions.to")}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Select
          label={t("decisions.outcome")}
          data={[
            { value: "", label: t("decisions.allOutcomes") },
            ...decisionOutcomeFilters.map((o) => ({ value: o, label: t(`minutesOutcome.${o}`) })),
          ]}
          value={outcome ?? ""}
          onChange={(value) => setOutcome(value && isKnownOutcome(value) ? value : null)}
          allowDeselect={false}
        />
      </SimpleGrid>
      {decisions.isSuccess && listed.length > 0 && (
        <Text c="dimmed" mb="sm" aria-live="polite">
          {t("decisions.count", { count: listed.length })}
        </Text>
      )}
      <DecisionList
        query={decisions}
        filtered={filtered}
        searchText={q}
        outcomeLabel={outcomeLabel}
        onClearFilters={clearFilters}
      />
    </>
  );
}
