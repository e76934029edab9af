import { NavLink, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { ThreadHistoryItem } from "../../../common/contracts/assistant-hub.js";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";
import { DeleteThreadDialog } from "./DeleteThreadDialog.js";

type Props = {
  threads: readonly ThreadHistoryItem[];
  selectedId: string | null;
  onSelect: (threadId: string) => void;
  onDelete: (threadId: string) => void;
};

/** Past threads by name, each with a menu holding Delete (spec §2). */
export function ThreadList({ threads, selectedId, onSelect, onDelete }: Props) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<string | null>(null);

  if (threads.length === 0)
    return (
      <div>
        <Text fw={600} size="sm">
          {t("assistant.noThreadsTitle")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("assistant.noThreadsText")}
        </Text>
      </div>
    );

  return (
    <>
      <ul className={classes.threads} aria-label={t("assistant.threads")}>
        {threads.map((thread) => (
          <li key={thread.threadId} className={classes.threadItem}>
            <NavLink
              component="button"
              type="button"
              className={classes.threadLink}
              label={<span className={classes.threadName}>{thread.name}</span>}
              title={thread.name}
              active={thread.threadId === selectedId}
              aria-current={thread.threadId === selectedId ? "true" : undefined}
              onClick={() => onSelect(thread.threadId)}
            />
            <RowActionsMenu
              compact
              label={t("assistant.threadMenu", { name: thread.name })}
              actions={[
                {
                  label: t("assistant.delete"),
                  icon: IconTrash,
                  onClick: () => setDeleting(thread.threadId),
                  danger: true,
                },
              ]}
            />
          </li>
        ))}
      </ul>
      <DeleteThreadDialog
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onDelete={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
