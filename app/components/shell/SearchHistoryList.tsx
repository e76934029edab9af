import { Alert, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { SearchHistory } from "../../../common/contracts/search.js";
import { formatRelativeTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { history: UseQueryResult<SearchHistory>; onChoose: (query: string) => void };

/** The person's recent searches in this organisation, newest first: one click searches again. */
export function SearchHistoryList({ history, onChoose }: Props) {
  const { t } = useTranslation();
  if (history.isPending)
    return (
      <Stack gap={6} aria-label={t("common.loading")}>
        <Skeleton h={20} w="60%" />
        <Skeleton h={20} w="45%" />
      </Stack>
    );
  if (history.isError)
    return (
      <Alert color="yellow" role="alert">
        {t("search.historyFailed")}
      </Alert>
    );
  const entries = history.data.SearchHistory;
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t("search.noHistory")}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t("search.historyTitle")}
      </Text>
      <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <li key={entry.SearchQuery}>
            <UnstyledButton
              onClick={() => onChoose(entry.SearchQuery)}
              p={6}
              w="100%"
              style={{ display: "flex", gap: 8, alignItems: "center" }}
            >
              <IconHistory size={16} aria-hidden />
              <Text size="sm" flex={1} truncate>
                {entry.SearchQuery}
              </Text>
              <Text size="xs" c="dimmed">
                {formatRelativeTime(entry.SearchedAt)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
