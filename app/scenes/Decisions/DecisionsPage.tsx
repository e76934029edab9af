import { Button, Group, Pagination, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconFileTypePdf, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import {
  type DecisionOutcomeFilter,
  type DecisionSort,
  type DecisionView,
  decisionOutcomeFilters,
  decisionSorts,
} from "../../../common/contracts/decisions.js";
import { PageTitle } from "../../components/PageTitle.js";
import {
  allListedDecisions,
  type DecisionFilters,
  decisionsPdfHref,
  initialDecisionFilters as initial,
  useDecisions,
} from "../../data/decisions.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { DecisionList } from "./DecisionList.js";
import { isKnownOutcome, tallyInWords } from "./decision-display.js";
import { decisionsCsv, downloadText } from "./decisions-csv.js";

const isSort = (value: string): value is DecisionSort =>
  (decisionSorts as readonly string[]).includes(value);

/** The organisation's decisions: searched, filtered, sorted and paged by the server. */
export function DecisionsPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  // The route's loader asked for the register as it opens (`initial`).
  const [search, setSearch] = useState(initial.q);
  const [q] = useDebouncedValue(search, 300);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [outcome, setOutcome] = useState<DecisionOutcomeFilter | null>(initial.outcome);
  const [sort, setSort] = useState<DecisionSort | null>(initial.sort);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // Best match has nothing to rank once the search is cleared; the server's default applies.
  const filters: DecisionFilters = {
    q: q.trim(),
    from,
    to,
    outcome,
    sort: sort === "relevance" && q.trim() === "" ? null : sort,
  };
  const decisions = useDecisions(orgId, filters, page);
  // The route guard has checked the organisation and its decision register access.
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;

  const searching = filters.q !== "";
  const outcomeLabel = (d: DecisionView) =>
    isKnownOutcome(d.Outcome) ? t(`minutesOutcome.${d.Outcome}`) : d.Outcome;
  const filtered = searching || from !== "" || to !== "" || outcome !== null;
  const listed = decisions.data;
  const total = listed?.total ?? 0;
  const pages = listed ? Math.ceil(listed.total / listed.pageSize) : 0;
  // Any change of filter or order starts again from the first page.
  const refilter = (change: () => void) => {
    change();
    setPage(1);
  };
  const clearFilters = () =>
    refilter(() => {
      setSearch("");
      setFrom("");
      setTo("");
      setOutcome(null);
    });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await allListedDecisions(orgId, filters);
      const csv = decisionsCsv(all, {
        outcome: outcomeLabel,
        tally: (d) => (d.Tally ? tallyInWords(d.Outcome, d.Tally) : null),
      });
      downloadText(`decisions-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (e) {
      notifications.show({
        color: "red",
        message: e instanceof Error ? e.message : t("decisions.exportFailed"),
      });
    } finally {
      setExporting(false);
    }
  };
  const nothingToExport = total === 0 || decisions.isPlaceholderData;

  return (
    <>
      <PageTitle
        title={t("decisions.title")}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={nothingToExport}
            >
              {t("decisions.exportCsv")}
            </Button>
            <Button
              component="a"
              href={decisionsPdfHref(orgId, filters)}
              download
              variant="default"
              size="sm"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              data-disabled={nothingToExport || undefined}
              onClick={(event) => {
                if (nothingToExport) event.preventDefault();
              }}
            >
              {t("decisions.downloadPdf")}
            </Button>
          </Group>
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
        cols={{ base: 1, xs: 2, md: 5 }}
        mb="md"
      >
        <TextInput
          type="search"
          label={t("decisions.search")}
          placeholder={t("decisions.searchPlaceholder")}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          maxLength={200}
          onChange={(event) => {
            const value = event.currentTarget.value;
            refilter(() => setSearch(value));
          }}
        />
        <TextInput
          type="date"
          label={t("decisions.from")}
          value={from}
          max={to || undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            refilter(() => setFrom(value));
          }}
        />
        <TextInput
          type="date"
          label={t("decisions.to")}
          value={to}
          min={from || undefined}
          error={from && to && to < from ? t("decisions.toBeforeFrom") : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            refilter(() => setTo(value));
          }}
        />
        <Select
          label={t("decisions.outcome")}
          data={[
            { value: "", label: t("decisions.allOutcomes") },
            ...decisionOutcomeFilters.map((o) => ({ value: o, label: t(`minutesOutcome.${o}`) })),
          ]}
          value={outcome ?? ""}
          onChange={(value) =>
            refilter(() => setOutcome(value && isKnownOutcome(value) ? value : null))
          }
          allowDeselect={false}
        />
        <Select
          label={t("decisions.sort")}
          data={decisionSorts.map((s) => ({
            value: s,
            label: t(`decisions.sortBy.${s}`),
            // Ranking needs words to rank by.
            disabled: s === "relevance" && !searching,
          }))}
          value={filters.sort ?? (searching ? "relevance" : "newest")}
          onChange={(value) => refilter(() => setSort(value && isSort(value) ? value : null))}
          allowDeselect={false}
        />
      </SimpleGrid>
      {decisions.isSuccess && total > 0 && (
        <Text c="dimmed" mb="sm" aria-live="polite">
          {t("decisions.count", { count: total })}
        </Text>
      )}
      <DecisionList
        orgId={orgId}
        query={decisions}
        filtered={filtered}
        outcomeLabel={outcomeLabel}
        onClearFilters={clearFilters}
      />
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <nav aria-label={t("decisions.pages")}>
            <Pagination total={pages} value={page} onChange={setPage} />
          </nav>
        </Group>
      )}
    </>
  );
}
