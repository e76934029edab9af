import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useMe } from "../../data/me.js";
import { useMfaEnrol, useMfaRemove } from "../../data/security.js";
import { useTranslation } from "../../i18n/translate.js";
import { MfaCodeForm } from "./MfaCodeForm.js";
import { MfaEnrolment } from "./MfaEnrolment.js";
import { RecoveryCodes } from "./RecoveryCodes.js";

/** Two-step verification: set up (key, verify, recovery codes shown once) or turn off. */
export function MfaSection() {
  const { t } = useTranslation();
  const { person } = useMe();
  const enrol = useMfaEnrol();
  const remove = useMfaRemove();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  const heading = (
    <Title order={2} size="h3">
      {t("security.mfaHeading")}
    </Title>
  );

  // Shown until the person confirms they saved them; after that they are gone for good.
  if (recoveryCodes) {
    return (
      <Stack>
        {heading}
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
      </Stack>
    );
  }

  if (person.MfaEnabled) {
    return (
      <Stack>
        {heading}
        <Alert color="green">{t("security.mfaOn")}</Alert>
        <Text>{t("security.mfaRemoveIntro")}</Text>
        <MfaCodeForm
          submitLabel={t("security.mfaRemove")}
          pending={remove.isPending}
          color="red"
          onCode={(code, onError) =>
            remove.mutate(code, {
              onSuccess: () =>
                notifications.show({ color: "green", message: t("security.mfaRemoved") }),
              onError,
            })
          }
        />
      </Stack>
    );
  }

  return (
    <Stack>
      {heading}
      <Text>{t("security.mfaOff")}</Text>
      {enrol.data ? (
        <MfaEnrolment enrolment={enrol.data} onVerified={setRecoveryCodes} />
      ) : (
        <Group>
          <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
            {t("security.mfaStart")}
          </Button>
        </Group>
      )}
      {enrol.isError && <Alert color="red">{enrol.error.message}</Alert>}
    </Stack>
  );
}
