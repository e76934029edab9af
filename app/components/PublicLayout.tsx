import { Anchor, Center, Container, Paper, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle.js";

/** The calm single-card layout of pages people see before signing in. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={480} py={48} component="main">
      <Stack gap="lg">
        <Center>
          <Anchor component={Link} to="/" underline="never" aria-label="Quorate home">
            <Title order={2} component="p" c="indigo.8">
              Quorate
            </Title>
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <PageTitle title={title} />
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
