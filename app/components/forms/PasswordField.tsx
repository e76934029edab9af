import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

/**
 * Mantine names its reveal button "Toggle password visibility", which would make a
 * label search for "Password" find two controls; ours avoids the word.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": t("forms.revealToggle") }}
      {...props}
    />
  );
}
