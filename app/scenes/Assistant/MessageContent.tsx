import { Typography } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import type { ChatMessage, MessagePart } from "../../../common/contracts/assistant-hub.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { MarkdownReply } from "./MarkdownReply.js";
import { replyDisplay } from "./reply-display.js";

/** One part of a message: markdown when it looks like markdown, otherwise the plain words. */
export function MessageContent({
  author,
  part,
}: {
  author: ChatMessage["role"];
  part: MessagePart;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = replyDisplay(author, part);
  if (!shown.markdown) return <p className={classes.plain}>{shown.text}</p>;
  return (
    <Typography className={classes.markdown}>
      <MarkdownReply
        markdown={shown.text}
        onOpenInApp={(path) => void navigate({ href: path })}
        newTabHint={t("common.opensInNewTab")}
      />
    </Typography>
  );
}
