import { Button, Divider, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { profileBody } from "../../../common/contracts/me.js";
import { limits } from "../../../common/limits.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useMe } from "../../data/me.js";
import { useUpdateProfile } from "../../data/profile.js";
import { useTranslation } from "../../i18n/translate.js";
import { PictureUpload } from "./PictureUpload.js";

export function ProfileTab() {
  const { t } = useTranslation();
  const { person } = useMe();
  const update = useUpdateProfile();
  const form = useZodForm(profileBody, {
    FirstName: person.FirstName,
    LastName: person.LastName,
    PhoneNumber: person.PhoneNumber ?? "",
    Title: person.Title ?? "",
    Suffix: person.Suffix ?? "",
  });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((profile) => {
    setFormError(undefined);
    // The form starts from what /api/me holds, so a field emptied here is cleared.
    update.mutate(profile, {
      onSuccess: () => notifications.show({ color: "green", message: t("profile.saved") }),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <Stack maw={640} gap="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3">
            {t("profile.heading")}
          </Title>
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("profile.firstName")}
              autoComplete="given-name"
              required
              maxLength={limits.nameMax}
              {...form.textField("FirstName")}
            />
            <TextInput
              label={t("profile.lastName")}
              autoComplete="family-name"
              required
              maxLength={limits.nameMax}
              {...form.textField("LastName")}
            />
            <TextInput
              label={t("profile.titleField")}
              autoComplete="honorific-prefix"
              maxLength={limits.titleMax}
              {...form.textField("Title")}
            />
            <TextInput
              label={t("profile.suffix")}
              autoComplete="honorific-suffix"
              maxLength={limits.suffixMax}
              {...form.textField("Suffix")}
            />
            <TextInput
              label={t("profile.phone")}
              type="tel"
              autoComplete="tel"
              maxLength={limits.phoneMax}
              {...form.textField("PhoneNumber")}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t("profile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <PictureUpload />
    </Stack>
  );
}
