import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { messages } from "../../../common/limits.js";
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

/** A password being chosen: the spec's rule said under it, and browsers offer to make one up. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordField
      description={messages.passwordRule}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
