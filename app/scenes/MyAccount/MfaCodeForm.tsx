import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { z } from "zod";
import { mfaCodeBody } from "../../../common/contracts/auth.js";
import { messages } from "../../../common/limits.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useTranslation } from "../../i18n/translate.js";

// The contract's length rule, with the spec's "Required" for an empty field and a plain
// message for a short one instead of zod's default wording.
const codeForm = mfaCodeBody.extend({
  code: z.string().trim().min(1, messages.required).min(6, "Enter the code from your app.").max(32),
});

type Props = {
  submitLabel: string;
  pending: boolean;
  color?: string;
  onCode: (code: string, onError: (error: unknown) => void) => void;
};

/** One "Authentication code" field and a button, for verifying or removing MFA. */
export function MfaCodeForm({ submitLabel, pending, color, onCode }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(codeForm, { code: "" });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(({ code }) => {
    setFormError(undefined);
    onCode(code, (error) => setFormError(form.applyServerError(error)));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          label={t("security.mfaCode")}
          autoComplete="one-time-code"
          required
          maw={260}
          {...form.textField("code")}
        />
        <Group>
          <Button type="submit" loading={pending} color={color}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
