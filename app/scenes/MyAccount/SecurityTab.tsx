import { Divider, Stack } from "@mantine/core";
import { useState } from "react";
import { ChangePasswordForm } from "./ChangePasswordForm.js";
import { MfaSection } from "./MfaSection.js";

export function SecurityTab() {
  // A new key after success remounts the form, so the typed passwords are cleared.
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack maw={560} gap="xl">
      <ChangePasswordForm key={formKey} onChanged={() => setFormKey((k) => k + 1)} />
      <Divider />
      <MfaSection />
    </Stack>
  );
}
