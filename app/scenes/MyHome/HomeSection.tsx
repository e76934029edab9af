import { Group, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  title: string;
  /** Controls beside the heading (time frame, rows per page). */
  controls?: ReactNode;
  loading: boolean;
  children: ReactNode;
};

/** One block of My Home: a headed region showing skeleton rows while it loads. */
export function HomeSection({ title, controls, loading, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {controls}
      </Group>
      {loading ? (
        <Stack aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : (
        children
      )}
    </Paper>
  );
}
