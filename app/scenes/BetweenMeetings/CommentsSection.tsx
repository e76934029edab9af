import { Box, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { formatDateTime } from "../../i18n/format.js";
import classes from "./BetweenMeetings.module.css";

export type ShownComment = {
  Id: string;
  Author: { Name: string };
  Body: string;
  CreatedAt: string;
};

type Props = {
  comments: readonly ShownComment[];
  /** Whether the server lets the viewer comment now. */
  canComment: boolean;
  /** The clock the times are read on (the organisation's), else the viewer's. */
  timeZone?: string;
  texts: { heading: string; none: string; add: string; post: string; posted: string };
  post: {
    mutate: (
      body: string,
      callbacks: { onSuccess: () => void; onError: (e: Error) => void },
    ) => void;
    isPending: boolean;
  };
};

/** A between-meeting item's comments, oldest first, and a box to add one when allowed. */
export function CommentsSection({ comments, canComment, timeZone, texts, post }: Props) {
  const headingId = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) return;
    setError(undefined);
    post.mutate(body.trim(), {
      onSuccess: () => {
        setBody("");
        notifications.show({ message: texts.posted });
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {texts.heading}
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed">{texts.none}</Text>
      ) : (
        <Box component="ul" className={classes.plainList}>
          {comments.map((c) => (
            <Box component="li" key={c.Id} py={6}>
              <Text size="sm" c="dimmed">
                <strong>{c.Author.Name}</strong> · {formatDateTime(c.CreatedAt, timeZone)}
              </Text>
              <Text className={classes.preserveLines}>{c.Body}</Text>
            </Box>
          ))}
        </Box>
      )}
      {canComment && (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <FormAlert message={error} />
            <Textarea
              label={texts.add}
              autosize
              minRows={2}
              maxLength={5_000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <Button type="submit" loading={post.isPending} disabled={!body.trim()} w="fit-content">
              {texts.post}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
