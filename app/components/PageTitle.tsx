import { Group, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

/** The page's one h1, also used as the browser tab title. */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Quorate`);
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions}
    </Group>
  );
}
