import { Button, Code, CopyButton, Group, List, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

/** Recovery codes, shown once right after two-step verification is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack>
        <Text fw={600}>{t("security.recoveryTitle")}</Text>
        <Text size="sm">{t("security.recoveryText")}</Text>
        <List spacing={4} listStyleType="none">
          {codes.map((code) => (
            <List.Item key={code}>
              <Code fz="md">{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={codes.join("\n")}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t("security.copied") : t("security.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>{t("security.recoveryDone")}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
