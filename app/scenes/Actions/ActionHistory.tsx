import { Button, Collapse, Loader, Stack, Text } from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useActionUpdates } from "../../data/actions.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Actions.module.css";
import { statusLabel } from "./action-display.js";

/** The action's updates (who, when, status change, note), loaded when first opened. */
export function ActionHistory({
  orgId,
  actionId,
  timeZone,
}: {
  orgId: string;
  actionId: string;
  /** The organisation's clock; the zone is named when it is not the viewer's. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const updates = useActionUpdates(orgId, actionId, opened);
  const Chevron = opened ? IconChevronDown : IconChevronRight;

  return (
    <div>
      <Button
        variant="subtle"
        px={0}
        leftSection={<Chevron size={18} aria-hidden />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t("actions.history")}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {updates.isPending ? (
          opened && <Loader size="sm" aria-label={t("common.loading")} />
        ) : updates.isError ? (
          <QueryErrorAlert
            message={t("actions.historyFailed")}
            onRetry={() => void updates.refetch()}
          />
        ) : updates.data.length === 0 ? (
          <Text c="dimmed">{t("actions.historyEmpty")}</Text>
        ) : (
          <Stack component="ol" gap="sm" className={classes.plainList}>
            {updates.data.map((update) => (
              <li key={update.Id}>
                <Text size="sm" c="dimmed">
                  {update.By} · {formatDateTime(update.At, timeZone)}
                  {update.StatusAfter &&
                    ` · ${t("actions.statusChange", { status: statusLabel(update.StatusAfter) })}`}
                </Text>
                {update.Text && <Text className={classes.text}>{update.Text}</Text>}
              </li>
            ))}
          </Stack>
        )}
      </Collapse>
    </div>
  );
}
