import { Alert, Button, Group, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ConflictSuggestionsView } from "../../../../common/contracts/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";
import type { ConflictPreset } from "./ConflictDialog.js";

type Suggestion = ConflictSuggestionsView["items"][number]["Suggestions"][number];

/**
 * People whose declared interests mention this item. The minute taker decides: each can be
 * recorded as a conflict in one step (the dialog opens filled in), or ignored.
 */
export function ConflictSuggestions({
  suggestions,
  onRecord,
}: {
  suggestions: readonly Suggestion[];
  onRecord: (preset: ConflictPreset) => void;
}) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("minutesConflict.suggestedTitle")}
    >
      <Text size="sm" mb="xs">
        {t("minutesConflict.suggestedText")}
      </Text>
      <List spacing="xs" listStyleType="none" ml={0}>
        {suggestions.map((s) => {
          const interest = t("minutesConflict.interest", { entity: s.Entity, nature: s.Nature });
          return (
            <List.Item key={s.InterestId}>
              <Group gap="sm" wrap="wrap" justify="space-between">
                <Text size="sm">
                  <strong>{s.Name}</strong> — {interest}
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t("minutesConflict.recordFor", { name: s.Name })}
                  onClick={() => onRecord({ personId: s.PersonId, note: interest })}
                >
                  {t("minutesConflict.save")}
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
