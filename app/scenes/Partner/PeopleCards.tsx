import { Paper, Stack, Text } from "@mantine/core";
import type { PartnerPerson } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Partner.module.css";
import { SignInStatus } from "./SignInStatus.js";

/** The same list as cards on phones. */
export function PeopleCards({ people }: { people: readonly PartnerPerson[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      className={classes.plainList}
      aria-label={t("shell.partnerPeople")}
    >
      {people.map((person) => (
        <li key={person.PersonId}>
          <Paper withBorder p="md" radius="md">
            <Stack gap={4}>
              <Text fw={600}>{person.FullName}</Text>
              <Text size="sm" c="dimmed" className={classes.email}>
                {person.Email ?? t("partner.noEmail")}
              </Text>
              <SignInStatus canLogin={person.CanLogin} />
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
