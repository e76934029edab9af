import { Badge, Box, Button, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { SearchItem, SearchKind } from "../../../common/contracts/search.js";
import { calendarDate } from "../../../common/date-formatters.js";
import { type TextKey, useTranslation } from "../../i18n/translate.js";
import { Highlighted } from "../Highlighted.js";

type Props = {
  id: string;
  items: SearchItem[];
  total: number;
  /** The words searched instead, when names typed wrong were matched by likeness. */
  searchedFor: string | null;
  active: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (item: SearchItem) => void;
};

const kindKeys: Record<SearchKind, TextKey> = {
  GovernanceDocument: "search.kindDocument",
  MeetingPaper: "search.kindPaper",
  Agenda: "search.kindAgenda",
  Minutes: "search.kindMinutes",
  Decision: "search.kindDecision",
  Action: "search.kindAction",
};

/**
 * The results, best first, with how many there are: what each is, where it is (the page of a
 * file, the meeting) and the matched words marked. The next page loads when the end of the
 * list scrolls into view, or with the button for those who do not scroll.
 */
export function SearchResultList(props: Props) {
  const { t } = useTranslation();
  const { items, active, hasMore, loadingMore, onMore } = props;
  const end = useRef<HTMLDivElement>(null);
  const activeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingMore) onMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onMore]);

  useEffect(() => {
    if (active >= 0) activeRef.current?.scrollIntoView({ block: "nearest" });
  }, [active]);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("search.resultCount", { count: props.total })}
        {props.searchedFor && ` ${t("search.searchedFor", { words: props.searchedFor })}`}
      </Text>
      <Box mah="55vh" style={{ overflowY: "auto" }}>
        <Stack gap={4} id={props.id} role="listbox" aria-label={t("search.resultsLabel")}>
          {items.map((item, index) => {
            const where = [
              item.Page ? t("search.page", { page: item.Page }) : null,
              item.Meeting?.Title ?? null,
              item.Date ? calendarDate(item.Date) : null,
            ].filter((part): part is string => part !== null);
            return (
              <UnstyledButton
                key={item.Id}
                id={`${props.id}-${index}`}
                ref={index === active ? activeRef : undefined}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onClick={() => props.onOpen(item)}
                p="sm"
                style={{
                  borderRadius: "var(--mantine-radius-sm)",
                  background: index === active ? "var(--mantine-color-default-hover)" : undefined,
                  outline:
                    index === active ? "2px solid var(--mantine-primary-color-filled)" : undefined,
                }}
              >
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(kindKeys[item.Kind])}
                  </Badge>
                  <Text fw={600} lineClamp={1}>
                    {item.Title}
                  </Text>
                </Group>
                <Text size="sm" mt={4} lineClamp={3}>
                  <Highlighted text={item.Snippet} parts={item.SnippetParts} />
                </Text>
                {where.length > 0 && (
                  <Text size="xs" c="dimmed" mt={2}>
                    {where.join(" · ")}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
        <div ref={end} />
        {hasMore && (
          <Group justify="center" py="xs">
            {loadingMore ? (
              <Loader size="sm" aria-label={t("search.loadingMore")} />
            ) : (
              <Button variant="subtle" size="xs" onClick={onMore}>
                {t("search.more")}
              </Button>
            )}
          </Group>
        )}
      </Box>
    </Stack>
  );
}
