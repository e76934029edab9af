import { Select } from "@mantine/core";
import type { ChatContext } from "../../hub/chat-state.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  value: ChatContext;
  onChange: (context: ChatContext) => void;
  /** Current Board is offered only when there is a current board (spec §2). */
  currentBoardId: string | null;
};

/** What a new thread asks about: every board the person can read, or the current one. */
export function ContextSelector({ value, onChange, currentBoardId }: Props) {
  const { t } = useTranslation();
  const options: { value: ChatContext; label: string }[] = [
    { value: "allBoards", label: t("assistant.allBoards") },
  ];
  if (currentBoardId) options.push({ value: "currentBoard", label: t("assistant.currentBoard") });
  return (
    <Select
      label={t("assistant.context")}
      data={options}
      value={currentBoardId ? value : "allBoards"}
      onChange={(chosen) => {
        if (chosen === "allBoards" || chosen === "currentBoard") onChange(chosen);
      }}
      allowDeselect={false}
      w={{ base: "100%", xs: 240 }}
    />
  );
}
