import { Alert, Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { imageFormatMessage, imageSizeMessage } from "../../../common/image-format.js";
import { limits } from "../../../common/limits.js";
import { isApiError } from "../../data/api-error.js";
import {
  type OrganisationImageKind,
  type OrganisationSettingsView,
  organisationImageHref,
  useSaveOrganisationImage,
} from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";

const accepted = "image/png,image/jpeg,image/gif,image/webp";

/** The browser's check gives the answer at once; the server checks the bytes again. */
function problemWith(file: File): string | undefined {
  if (!accepted.split(",").includes(file.type)) return imageFormatMessage;
  if (file.size >= limits.pictureMaxBytes) return imageSizeMessage;
  return undefined;
}

export function OrganisationImages({ settings }: { settings: OrganisationSettingsView }) {
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <ImagePicker settings={settings} kind="logo" present={settings.HasLogo} />
      <ImagePicker settings={settings} kind="icon" present={settings.HasIcon} />
    </Group>
  );
}

function ImagePicker({
  settings,
  kind,
  present,
}: {
  settings: OrganisationSettingsView;
  kind: OrganisationImageKind;
  present: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveOrganisationImage(settings.Id, kind);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const label = kind === "logo" ? t("settings.logo") : t("settings.icon");

  const send = (file: File | null) => {
    setError(undefined);
    if (file) {
      const problem = problemWith(file);
      if (problem) {
        setError(problem);
        return;
      }
    }
    save.mutate(file, {
      onSuccess: () => {
        setVersion((v) => v + 1);
        notifications.show({
          color: "green",
          message: file
            ? t("settings.imageSaved", { kind: label })
            : t("settings.imageRemoved", { kind: label }),
        });
      },
      onError: (err) => setError(isApiError(err) ? err.message : imageFormatMessage),
    });
  };

  return (
    <Stack gap="xs" w={240}>
      <Text fw={600}>{label}</Text>
      {present ? (
        <Image
          src={organisationImageHref(settings.Id, kind, version)}
          alt={label}
          h={kind === "logo" ? 80 : 48}
          w="auto"
          fit="contain"
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t("settings.noImage")}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <FileButton onChange={send} accept={accepted}>
          {(props) => (
            <Button {...props} variant="default" loading={save.isPending}>
              {present ? t("settings.replace") : t("settings.choose")}
            </Button>
          )}
        </FileButton>
        {present && (
          <Button variant="subtle" color="red" onClick={() => send(null)} disabled={save.isPending}>
            {t("settings.remove")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
