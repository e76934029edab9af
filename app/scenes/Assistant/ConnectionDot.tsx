import { Tooltip, VisuallyHidden } from "@mantine/core";
import type { ConnectionStatus } from "../../hub/chat-state.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";

/** Green when connected, red when not (spec §2); the words are there for screen readers. */
export function ConnectionDot({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const label =
    status === "connected"
      ? t("assistant.connected")
      : status === "loading"
        ? t("assistant.connecting")
        : t("assistant.notConnected");
  return (
    <Tooltip label={label}>
      <span role="status">
        <span
          className={classes.connectionDot}
          data-connected={status === "connected"}
          aria-hidden
        />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
