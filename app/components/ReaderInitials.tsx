import { Avatar, Text, Tooltip } from "@mantine/core";
import type { FileReader } from "../../common/contracts/reads.js";
import { formatDateTime } from "../i18n/format.js";
import { useTranslation } from "../i18n/translate.js";

const shownMax = 4;

/** Read receipts beside a file, for those who keep it: the readers' initials, names on hover. */
export function ReaderInitials({ readers }: { readers: readonly FileReader[] }) {
  const { t } = useTranslation();
  if (readers.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t("reads.none")}
      </Text>
    );
  const names = readers.map((r) =>
    t("reads.readerLine", { name: r.name, when: formatDateTime(r.lastAt) }),
  );
  return (
    <Tooltip label={names.join("\n")} multiline style={{ whiteSpace: "pre-line" }}>
      <Avatar.Group
        spacing="xs"
        aria-label={t("reads.label", { names: readers.map((r) => r.name).join(", ") })}
      >
        {readers.slice(0, shownMax).map((r) => (
          <Avatar key={r.personId} size="sm" radius="xl" color="initials" name={r.name}>
            {r.initials}
          </Avatar>
        ))}
        {readers.length > shownMax && (
          <Avatar size="sm" radius="xl">
            +{readers.length - shownMax}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
