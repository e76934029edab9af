import { Alert, Anchor, Container, EmptyState, Skeleton, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { isApiError } from "../../data/api-error.js";
import { useOutbox } from "../../data/outbox.js";
import { useTranslation } from "../../i18n/translate.js";
import { OutboxMessageCard } from "./OutboxMessageCard.js";

/** Every queued e-mail, for the installation's administrator (ARCHITECTURE: "Outbox"). */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const refused = isApiError(outbox.error, 401) || isApiError(outbox.error, 403);
  const messages = [...(outbox.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Container size="md" py="xl" component="main">
      <PageTitle title={t("outbox.title")} />
      <Stack>
        {refused ? (
          <Alert color="yellow" title={t("outbox.forbiddenTitle")} role="alert">
            <Text>{t("outbox.forbiddenText")}</Text>
          </Alert>
        ) : (
          <Text>{t("outbox.intro")}</Text>
        )}
        {outbox.isPending && <Skeleton h={160} radius="md" />}
        {outbox.isError && !refused && (
          <QueryErrorAlert message={outbox.error.message} onRetry={() => void outbox.refetch()} />
        )}
        {outbox.isSuccess && messages.length === 0 && (
          <EmptyState
            icon={<IconMail size={32} aria-hidden />}
            withIndicatorBackground
            title={t("outbox.empty")}
            description={t("outbox.emptyText")}
          />
        )}
        {messages.map((message) => (
          <OutboxMessageCard key={message.id} message={message} />
        ))}
        <Anchor component={Link} to="/">
          {t("common.backToMyHome")}
        </Anchor>
      </Stack>
    </Container>
  );
}
