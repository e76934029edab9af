import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { loginStatusLabels } from "../../../common/contracts/people.js";
import { calendarDate } from "../../../common/date-formatters.js";
import type { PersonSummary } from "../../data/people.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./People.module.css";
import { PersonActions } from "./PersonActions.js";

type Props = {
  orgId: string;
  organisationName: string;
  isCommittee: boolean;
  person: PersonSummary;
  myPersonId: string;
  /** The organisation's clock, which an invitation's expiry is read on. */
  timeZone: string;
};

const statusColour = { CanLogin: "green", InvitationPending: "yellow", NoAccess: "gray" } as const;
const day = (date: string) => calendarDate(date);

/** One person: role with its board or committee label, login status in words, tags, tenure. */
export function PersonCard({ person, myPersonId, timeZone, ...context }: Props) {
  const { t } = useTranslation();
  const isMe = person.PersonId === myPersonId;
  const { from, until } = tenureDates(person);
  const tenure =
    from && until
      ? t("people.tenureBetween", { from, until })
      : from
        ? t("people.tenureFrom", { date: from })
        : until
          ? t("people.tenureUntil", { date: until })
          : null;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={person.FullName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} className={classes.text}>
          <Title order={2} size="h4">
            {[person.Title, person.FullName, person.Suffix].filter(Boolean).join(" ")}
          </Title>
          <Text>{person.RoleLabel}</Text>
        </Stack>
        {person.Abilities.edit && <PersonActions {...context} person={person} />}
      </Group>
      <Group gap="xs" mt="xs">
        <Badge color={statusColour[person.LoginStatus]} variant="light">
          {loginStatusLabels[person.LoginStatus]}
        </Badge>
        {person.IsAccountOwner && <Badge variant="outline">{t("people.accountOwner")}</Badge>}
        {person.IsBoardMember && <Badge variant="outline">{t("people.boardMember")}</Badge>}
        {isMe && <Badge variant="outline">{t("people.you")}</Badge>}
        {person.Tags.map((tag) => (
          <Badge key={tag} variant="dot" color="gray">
            {tag}
          </Badge>
        ))}
      </Group>
      <Stack gap={2} mt="sm" className={classes.text}>
        {person.Email && <Text size="sm">{person.Email}</Text>}
        {person.PhoneNumber && <Text size="sm">{person.PhoneNumber}</Text>}
        {person.InvitationExpiresAt && (
          <Text size="sm" c="dimmed">
            {t("people.invitationUntil", {
              date: formatDateTime(person.InvitationExpiresAt, timeZone),
            })}
          </Text>
        )}
        {tenure && (
          <Text size="sm" c="dimmed">
            {t("people.tenure")}: {tenure}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function tenureDates(person: PersonSummary) {
  return {
    from: person.TenureStartsOn ? day(person.TenureStartsOn) : null,
    until: person.TenureEndsOn ? day(person.TenureEndsOn) : null,
  };
}
