import {
  Alert,
  EmptyState,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Navigate } from "@tanstack/react-router";
import { useState } from "react";
import {
  type PeopleChange,
  type PeopleChangeKind,
  peopleChangeKinds,
} from "../../../common/contracts/people-changes.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { isApiError } from "../../data/api-error.js";
import { useMe } from "../../data/me.js";
import { usePeopleChanges } from "../../data/people.js";
import { formatDateTime } from "../../i18n/format.js";
import { isTextKey, translate, useTranslation } from "../../i18n/translate.js";
import classes from "./People.module.css";

/** People changes: who changed what about whom and when, from the audit log, filterable. */
export function PeopleChangesPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [personId, setPersonId] = useState<string | null>(null);
  const [kind, setKind] = useState<PeopleChangeKind | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const rangeOk = !from || !to || from <= to;
  const changes = usePeopleChanges(orgId, {
    personId: personId ?? undefined,
    kind: kind ?? undefined,
    from: from || undefined,
    to: rangeOk ? to || undefined : undefined,
  });
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;
  const data = changes.data;

  return (
    <>
      <PageTitle title={t("peopleChanges.title")} />
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text c="dimmed">{org.Name}</Text>
        <AnchorLink to="/people/$orgId" params={{ orgId }}>
          {t("peopleChanges.back")}
        </AnchorLink>
      </Group>
      <Group align="flex-end" mb="md" wrap="wrap">
        <Select
          label={t("peopleChanges.person")}
          data={[
            { value: "", label: t("peopleChanges.everyone") },
            ...(data?.people ?? []).map((p) => ({ value: p.PersonId, label: p.Name })),
          ]}
          value={personId ?? ""}
          onChange={(value) => setPersonId(value ? value : null)}
          allowDeselect={false}
          searchable
          w={{ base: "100%", xs: 240 }}
        />
        <Select
          label={t("peopleChanges.kind")}
          data={[
            { value: "", label: t("peopleChanges.anyKind") },
            ...peopleChangeKinds.map((k) => ({ value: k, label: t(`peopleChanges.kinds.${k}`) })),
          ]}
          value={kind ?? ""}
          onChange={(value) => setKind(peopleChangeKinds.find((k) => k === value) ?? null)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
        <TextInput
          type="date"
          label={t("peopleChanges.from")}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t("peopleChanges.to")}
          min={from || undefined}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={rangeOk ? undefined : t("people.endBeforeStart")}
        />
      </Group>
      {changes.isPending ? (
        <Stack aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={64} radius="sm" />
          <Skeleton h={64} radius="sm" />
        </Stack>
      ) : isApiError(changes.error, 403) ? (
        // Opened by address by someone who may read the directory but not its history.
        <Navigate to="/error" search={{ code: "403" }} replace />
      ) : changes.isError ? (
        <QueryErrorAlert what="peopleChanges" onRetry={() => void changes.refetch()} />
      ) : changes.data.changes.length === 0 ? (
        <EmptyState
          mt="xl"
          icon={<IconHistory size={32} aria-hidden />}
          withIndicatorBackground
          title={t("peopleChanges.emptyTitle")}
          description={t("peopleChanges.emptyText")}
        />
      ) : (
        <Stack
          component="ol"
          gap="sm"
          className={classes.plainList}
          aria-label={t("peopleChanges.list")}
        >
          {changes.data.Truncated && <Alert color="yellow">{t("peopleChanges.truncated")}</Alert>}
          {changes.data.changes.map((change) => (
            <ChangeRow key={change.Id} change={change} timeZone={changes.data.TimeZone} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** A field's label; a field this version has no label for shows under its own name. */
function fieldLabel(field: string): string {
  const key = `peopleChanges.fields.${field}`;
  return isTextKey(key) ? translate(key) : field;
}

function ChangeRow({ change, timeZone }: { change: PeopleChange; timeZone: string }) {
  const { t } = useTranslation();
  const none = t("peopleChanges.none");
  return (
    <Paper component="li" withBorder p="sm" radius="md" className={classes.text}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h5">
          {t(`peopleChanges.kinds.${change.Kind}`)}: {change.PersonName}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(change.At, timeZone)}
        </Text>
      </Group>
      {change.Fields.length > 0 && (
        <Stack gap={0} mt={4}>
          {change.Fields.map((field) => (
            <Text size="sm" key={field.Field}>
              {fieldLabel(field.Field)}:{" "}
              {change.Kind === "added" || change.Kind === "invited" || change.Kind === "accepted"
                ? (field.After ?? none)
                : change.Kind === "removed"
                  ? (field.Before ?? none)
                  : t("peopleChanges.arrow", {
                      before: field.Before ?? none,
                      after: field.After ?? none,
                    })}
            </Text>
          ))}
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        {t("peopleChanges.who")}: {change.ActorName ?? t("peopleChanges.system")}
      </Text>
    </Paper>
  );
}
