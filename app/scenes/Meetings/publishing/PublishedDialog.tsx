import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../i18n/translate.js";

/**
 * True once "Publish Agenda" has succeeded while this page is open. It watches the transition
 * mutations in the query client's cache (variables "publishAgenda"), so the state buttons need
 * no callback; publishes from before the page opened are ignored.
 */
export function usePublishedAgendaSignal(): { published: boolean; dismiss: () => void } {
  const successes = useMutationState({
    filters: {
      status: "success",
      predicate: (mutation) => mutation.state.variables === "publishAgenda",
    },
    select: (mutation) => mutation.state.submittedAt,
  });
  const latest = successes.reduce((max, at) => Math.max(max, at), 0);
  const [seen, setSeen] = useState(latest);
  return { published: latest > seen, dismiss: () => setSeen(latest) };
}

type Props = {
  opened: boolean;
  onReview: () => void;
  onEmail: () => void;
  onClose: () => void;
};

/** What to do after publishing: nothing is e-mailed automatically (board-portal-behaviour.md). */
export function PublishedDialog({ opened, onReview, onEmail, onClose }: Props) {
  const { t } = useTranslation();
  return (
    // No corner ✕: its name would be "Close" too, and one "Close" is clearer.
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("published.title")}
      withCloseButton={false}
      size="lg"
    >
      <Stack>
        <Text>{t("published.text")}</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t("published.close")}
          </Button>
          <Button variant="light" onClick={onEmail}>
            {t("published.email")}
          </Button>
          <Button onClick={onReview} data-autofocus>
            {t("published.review")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
