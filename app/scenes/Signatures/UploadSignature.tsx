import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Signatures.module.css";
import { maxUploadBytes, readAsDataUrl, uploadTypes } from "./signature-image.js";

type Props = {
  dataUrl: string | null;
  onChange: (dataUrl: string | null) => void;
};

/** A picture of the signature (PNG or JPEG under 500 KB), shown before it is used. */
export function UploadSignature({ dataUrl, onChange }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(uploadTypes as readonly string[]).includes(file.type)) {
      onChange(null);
      return setError(t("signatures.uploadNotPicture"));
    }
    if (file.size >= maxUploadBytes) {
      onChange(null);
      return setError(t("signatures.uploadTooBig"));
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setError(t("signatures.uploadUnreadable"));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("signatures.uploadHelp")}</Text>
      <Group>
        <FileButton onChange={(file) => void choose(file)} accept={uploadTypes.join(",")}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={18} aria-hidden />}>
              {t("signatures.uploadChoose")}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {dataUrl && (
        <img className={classes.preview} src={dataUrl} alt={t("signatures.uploadPreview")} />
      )}
    </Stack>
  );
}
