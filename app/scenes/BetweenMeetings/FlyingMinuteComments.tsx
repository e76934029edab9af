import { Box, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type FlyingMinuteView, useCommentOnFlyingMinute } from "../../data/between-meetings.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./BetweenMeetings.module.css";

/** The flying minute's comments, oldest first, and a box to add one while it is discussed or voted on. */
export function FlyingMinuteComments({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const post = useCommentOnFlyingMinute(fm.flyingMinuteId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) return;
    setError(undefined);
    post.mutate(body.trim(), {
      onSuccess: () => {
        setBody("");
        notifications.show({ message: t("flyingMinute.commentPosted") });
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t("flyingMinute.comments")}
      </Title>
      {fm.Comments.length === 0 ? (
        <Text c="dimmed">{t("flyingMinute.noComments")}</Text>
      ) : (
        <Box component="ul" className={classes.plainList}>
          {fm.Comments.map((c) => (
            <Box component="li" key={c.Id} py={6}>
              <Text size="sm" c="dimmed">
                <strong>{c.Author.Name}</strong> · {formatDateTime(c.CreatedAt, fm.TimeZone)}
              </Text>
              <Text className={classes.preserveLines}>{c.Body}</Text>
            </Box>
          ))}
        </Box>
      )}
      {fm.Abilities.comment && (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <FormAlert message={error} />
            <Textarea
              label={t("flyingMinute.addComment")}
              autosize
              minRows={2}
              maxLength={5_000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <Button type="submit" loading={post.isPending} disabled={!body.trim()} w="fit-content">
              {t("flyingMinute.postComment")}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
