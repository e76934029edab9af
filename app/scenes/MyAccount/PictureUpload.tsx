import { Avatar, Button, FileInput, Group, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { isApiError } from "../../data/api-error.js";
import { useUploadPicture } from "../../data/profile.js";
import { useTranslation } from "../../i18n/translate.js";
import { pictureProblem, pictureTypes } from "./picture-check.js";

export function PictureUpload() {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();

  // Object URLs hold the image in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    const problem = chosen ? pictureProblem(chosen) : undefined;
    setError(
      problem === "format"
        ? t("profile.pictureFormat")
        : problem === "size"
          ? t("profile.pictureSize")
          : undefined,
    );
  };

  const send = () => {
    if (!file || error) return;
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(URL.createObjectURL(file));
        setFile(null);
        notifications.show({ color: "green", message: t("profile.uploaded") });
      },
      onError: (failure) => {
        if (isApiError(failure, 415)) setError(t("profile.pictureFormat"));
        else if (isApiError(failure, 413)) setError(t("profile.pictureSize"));
        else setError(isApiError(failure) ? failure.message : t("profile.pictureUnknown"));
      },
    });
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        {t("profile.pictureHeading")}
      </Title>
      <Group align="flex-end" wrap="wrap">
        {preview && <Avatar src={preview} alt={t("profile.previewAlt")} size="xl" radius="xl" />}
        <FileInput
          label={t("profile.picture")}
          description={t("profile.pictureHint")}
          accept={pictureTypes.join(",")}
          value={file}
          onChange={choose}
          error={error}
          clearable
          leftSection={<IconPhoto size={18} aria-hidden />}
          miw={260}
        />
        <Button onClick={send} disabled={!file || Boolean(error)} loading={upload.isPending}>
          {t("profile.upload")}
        </Button>
      </Group>
    </Stack>
  );
}
