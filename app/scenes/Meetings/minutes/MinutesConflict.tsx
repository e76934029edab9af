import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";

type Props = {
  /** The person's own text, still in the editor. */
  mine: string;
  /** The newer saved text once loaded; null until then. */
  latest: string | null;
  loading: boolean;
  onLoadLatest: () => void;
  onUseLatest: () => void;
  onKeepMine: () => void;
};

/**
 * Someone saved in between: the person's text stays, and they can compare it with the newer
 * version side by side, copy theirs, and choose which one to keep.
 */
export function MinutesConflict(props: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      role="alert"
      title={t("minutes.conflictTitle")}
      icon={<IconAlertTriangle aria-hidden />}
      classNames={{ title: classes.alertTitle }}
    >
      <Stack gap="sm">
        <Text>{t("minutes.conflictText")}</Text>
        {props.latest === null ? (
          <Group>
            <Button variant="default" loading={props.loading} onClick={props.onLoadLatest}>
              {t("minutes.loadLatest")}
            </Button>
            <CopyText text={props.mine} />
          </Group>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Version title={t("minutes.latestVersion")} text={props.latest} />
              <Version title={t("minutes.yourText")} text={props.mine} />
            </SimpleGrid>
            <Group>
              <Button onClick={props.onKeepMine}>{t("minutes.keepMine")}</Button>
              <Button variant="default" onClick={props.onUseLatest}>
                {t("minutes.useLatest")}
              </Button>
              <CopyText text={props.mine} />
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}

function Version({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="sm">
      <Title order={4} size="h5" mb="xs">
        {title}
      </Title>
      <Text className={classes.compare}>{text}</Text>
    </Paper>
  );
}

function CopyText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={text}>
      {({ copied, copy }) => (
        <Button variant="subtle" onClick={copy}>
          {copied ? t("minutes.copied") : t("minutes.copyMine")}
        </Button>
      )}
    </CopyButton>
  );
}
