import { Table, Text } from "@mantine/core";
import type { PartnerPerson } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Partner.module.css";
import { SignInStatus } from "./SignInStatus.js";

/** Everyone in the installation (wide screens). */
export function PeopleTable({ people }: { people: readonly PartnerPerson[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={t("shell.partnerPeople")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("partner.name")}</Table.Th>
          <Table.Th>{t("partner.email")}</Table.Th>
          <Table.Th>{t("partner.signIn")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {people.map((person) => (
          <Table.Tr key={person.PersonId}>
            <Table.Td>
              <Text fw={600}>{person.FullName}</Text>
            </Table.Td>
            <Table.Td className={classes.email}>
              {person.Email ?? (
                <Text span c="dimmed">
                  {t("partner.noEmail")}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <SignInStatus canLogin={person.CanLogin} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
