import { Badge, Button, EmptyState, Group, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { useMeetingLocations } from "../../data/meetings/locations.js";
import { useDeleteLocation, useMakeDefaultLocation } from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { timeZoneLabel } from "../Meetings/meeting-time.js";
import { type EditedLocation, LocationDialog } from "./LocationDialog.js";

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The organisation's meeting locations: exactly one default, shown with a word, not colour alone. */
export function MeetingLocations({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const locations = useMeetingLocations(orgId);
  const makeDefault = useMakeDefaultLocation(orgId);
  const remove = useDeleteLocation(orgId);
  const [editing, setEditing] = useState<EditedLocation | "new" | null>(null);
  const [deleting, setDeleting] = useState<EditedLocation | null>(null);
  const failed = (error: Error) => notifications.show({ color: "red", message: error.message });

  if (locations.isPending) return <Skeleton h={80} />;
  if (locations.isError)
    return <QueryErrorAlert what="locations" onRetry={() => void locations.refetch()} />;
  const rows = locations.data;
  const defaultZone = rows.find((l) => l.IsDefault)?.TimeZone ?? browserZone;
  const addButton = (
    <Button
      variant="default"
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => setEditing("new")}
    >
      {t("settings.addLocation")}
    </Button>
  );

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconMapPin size={32} aria-hidden />}
          withIndicatorBackground
          title={t("settings.noLocationsTitle")}
          description={t("settings.noLocationsText")}
        >
          <EmptyState.Actions>{addButton}</EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {rows.map((l) => (
            <Group
              key={l.Id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="sm"
              style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
            >
              <div>
                <Group gap="xs">
                  <Text fw={600}>{l.Name}</Text>
                  {l.IsDefault && <Badge variant="light">{t("settings.defaultBadge")}</Badge>}
                </Group>
                {l.Address && (
                  <Text size="sm" c="dimmed">
                    {l.Address}
                  </Text>
                )}
                <Text size="sm">{timeZoneLabel(l.TimeZone)}</Text>
              </div>
              <RowActionsMenu
                label={t("settings.locationActions", { name: l.Name })}
                actions={[
                  { label: t("settings.edit"), icon: IconPencil, onClick: () => setEditing(l) },
                  !l.IsDefault && {
                    label: t("settings.makeDefault"),
                    icon: IconStar,
                    onClick: () =>
                      makeDefault.mutate(l.Id, {
                        onSuccess: () =>
                          notifications.show({
                            color: "green",
                            message: t("settings.defaultMoved", { name: l.Name }),
                          }),
                        onError: failed,
                      }),
                  },
                  {
                    label: t("settings.deleteLocation"),
                    icon: IconTrash,
                    onClick: () => setDeleting(l),
                    danger: true,
                  },
                ]}
              />
            </Group>
          ))}
        </Stack>
      )}
      {rows.length > 0 && <Group justify="flex-end">{addButton}</Group>}
      <LocationDialog
        orgId={orgId}
        location={editing}
        defaultTimeZone={defaultZone}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        question={
          deleting
            ? {
                title: t("settings.deleteLocationTitle", { name: deleting.Name }),
                message: t("settings.deleteLocationText"),
                confirmLabel: t("settings.deleteLocation"),
              }
            : null
        }
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.Id, {
            onSuccess: () => {
              notifications.show({
                color: "green",
                message: t("settings.locationDeleted", { name: deleting.Name }),
              });
              setDeleting(null);
            },
            onError: (error) => {
              failed(error);
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}
