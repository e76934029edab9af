import { Text, Title } from "@mantine/core";
import type { PlacedNote } from "../../../data/annotations.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Notes.module.css";

type Props = { notes: readonly PlacedNote[]; onOpen: (note: PlacedNote) => void };

/** Every note on the document in page order: a keyboard's way to the notes, and an overview. */
export function NotesPanel({ notes, onOpen }: Props) {
  const { t } = useTranslation();
  const sorted = [...notes].sort((a, b) => a.page - b.page);
  return (
    <aside className={classes.panel} aria-label={t("notes.panel")}>
      <Title order={3} size="h5" mb="xs">
        {t("notes.panel")}
      </Title>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("notes.none")}
        </Text>
      ) : (
        <ul className={classes.panelList}>
          {sorted.map((placed) => {
            const { view } = placed;
            return (
              <li key={view.id}>
                <button type="button" className={classes.panelItem} onClick={() => onOpen(placed)}>
                  <Text size="xs" c="dimmed">
                    {[
                      t("viewer.pageNumber", { number: placed.page }),
                      view.kind === "note" ? t("notes.kindNote") : t("notes.kindHighlight"),
                      view.mine
                        ? view.shared
                          ? t("notes.sharedMine")
                          : t("notes.private")
                        : view.authorName,
                    ].join(" · ")}
                  </Text>
                  {view.quote && (
                    <Text size="sm" className={classes.quote} lineClamp={2}>
                      {view.quote}
                    </Text>
                  )}
                  {view.note && (
                    <Text size="sm" lineClamp={3}>
                      {view.note}
                    </Text>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
