import {
  ActionIcon,
  Alert,
  Divider,
  Group,
  Kbd,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowRight, IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { type SearchItem, searchQueryMax } from "../../../common/contracts/search.js";
import { useSearchHistory, useSearchResults } from "../../data/search.js";
import { useTranslation } from "../../i18n/translate.js";
import { type FileToView, FileViewerDialog } from "../viewer/FileViewerDialog.js";
import { SearchHistoryList } from "./SearchHistoryList.js";
import { SearchResultList } from "./SearchResultList.js";
import { useOpenSearchResult } from "./use-open-search-result.js";

/** Spec §9: the search box waits 300 ms after typing stops. */
const inputDebounceMs = 300;

type Props = { orgId: string; orgName: string; opened: boolean; onClose: () => void };

/**
 * AI search (spec §2, §4): a search box with the Esc hint; the person's recent searches while
 * nothing is searched; once a search is submitted (Enter, the arrow button or a past search),
 * loading, the results as pages that load as the list scrolls, or the no-results message; and
 * a footer. Up and Down move through the results from the box, Enter opens the one marked.
 */
export function SearchDialog({ orgId, orgName, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text, inputDebounceMs);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const [paper, setPaper] = useState<FileToView | null>(null);
  const results = useSearchResults(orgId, query);
  const history = useSearchHistory(orgId, opened && query === "");
  const open = useOpenSearchResult(setPaper);
  const items = results.data?.pages.flatMap((p) => p.Items) ?? [];
  const refetchHistory = history.refetch;

  // Spec §4: clearing the box resets the query and fetches the history again (once the box
  // has stayed empty for the debounce, so a search just submitted is not undone by the lag).
  const cleared = debounced.trim() === "" && text.trim() === "";
  useEffect(() => {
    if (cleared && query !== "") {
      setQuery("");
      setActive(-1);
      void refetchHistory();
    }
  }, [cleared, query, refetchHistory]);

  const submit = (words: string) => {
    const trimmed = words.trim();
    // Spec §5: Enter submits the trimmed text only when it is not empty.
    if (trimmed === "") return;
    setText(trimmed);
    setQuery(trimmed);
    setActive(-1);
  };
  const close = () => {
    // Spec §4: closing the dialog clears the query.
    setText("");
    setQuery("");
    setActive(-1);
    onClose();
  };
  const openItem = (item: SearchItem) => {
    close();
    open(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && items.length > 0) {
      event.preventDefault();
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (event.key === "ArrowUp" && items.length > 0) {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = active >= 0 && text.trim() === query ? items[active] : undefined;
      if (chosen) openItem(chosen);
      else submit(text);
    }
  };

  const listId = "search-results";
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={t("search.title")}
        size="xl"
        scrollAreaComponent={undefined}
      >
        <Stack gap="sm">
          <TextInput
            label={t("search.label", { organisation: orgName })}
            placeholder={t("search.placeholder")}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              <ActionIcon
                variant="subtle"
                aria-label={t("search.submit")}
                onClick={() => submit(text)}
                disabled={text.trim() === ""}
              >
                <IconArrowRight size={18} aria-hidden />
              </ActionIcon>
            }
            value={text}
            maxLength={searchQueryMax}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            <Kbd>Esc</Kbd> {t("search.escHint")}
          </Text>
          {query === "" ? (
            <SearchHistoryList history={history} onChoose={submit} />
          ) : results.isPending ? (
            <Group gap="xs" py="lg" justify="center" role="status">
              <Loader size="sm" />
              <Text size="sm">{t("search.searching")}</Text>
            </Group>
          ) : results.isError ? (
            <Alert color="red" role="alert" title={t("search.failedTitle")}>
              {results.error.message}
            </Alert>
          ) : items.length === 0 ? (
            <Stack gap={4} py="lg" align="center" role="status">
              <Text fw={600}>{t("search.noResultsTitle")}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t("search.noResultsText", { query })}
              </Text>
            </Stack>
          ) : (
            <SearchResultList
              id={listId}
              items={items}
              total={results.data.pages[0]?.TotalCount ?? items.length}
              searchedFor={results.data.pages[0]?.SearchedFor ?? null}
              active={active}
              hasMore={results.hasNextPage}
              loadingMore={results.isFetchingNextPage}
              onMore={() => void results.fetchNextPage()}
              onOpen={openItem}
            />
          )}
          <Divider />
          <Text size="xs" c="dimmed" ta="center">
            {t("search.footer", { organisation: orgName })}
          </Text>
        </Stack>
      </Modal>
      <FileViewerDialog file={paper} onClose={() => setPaper(null)} />
    </>
  );
}
