import { Button, EmptyState } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translate.js";

/** The search found nothing: say so, and offer the way back to the whole list. */
export function NoMatches({
  query,
  hint,
  onClear,
}: {
  query: string;
  hint: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      mt="xl"
      icon={<IconSearchOff size={32} aria-hidden />}
      withIndicatorBackground
      title={t("partner.noMatchesTitle", { query: query.trim() })}
      description={hint}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onClear}>
          {t("partner.clearSearch")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
