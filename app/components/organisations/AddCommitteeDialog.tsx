import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { createCommitteeBody } from "../../../common/contracts/organisations.js";
import { useCreateCommittee, useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";
import { FormAlert } from "../forms/FormAlert.js";
import { useZodForm } from "../forms/use-zod-form.js";
import { QueryErrorAlert } from "../QueryErrorAlert.js";

type Props = { board: OrganisationSummary | null; onClose: () => void };

/** Adds a committee to a board; its administrator must be a board member who can sign in. */
export function AddCommitteeDialog({ board, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={board !== null}
      onClose={onClose}
      title={board ? t("organisations.addCommitteeTitle", { board: board.Name }) : ""}
    >
      {board && <AddCommitteeForm board={board} onClose={onClose} />}
    </Modal>
  );
}

function AddCommitteeForm({ board, onClose }: { board: OrganisationSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useMembers(board.Id, true);
  const createCommittee = useCreateCommittee(board.Id);
  const form = useZodForm(createCommitteeBody, { name: "", administratorPersonId: "" });
  const [formError, setFormError] = useState<string>();
  const candidates = (members.data ?? [])
    .filter((m) => m.LoginEnabled && m.AccessAllowed)
    .map((m) => ({
      value: m.PersonId,
      label: m.Email ? `${m.FullName} (${m.Email})` : m.FullName,
    }));

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    createCommittee.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: "green",
          title: t("organisations.committeeAdded"),
          message: t("organisations.committeeAddedText", { name: body.name }),
        });
        onClose();
      },
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        {board.featureFlags.fiftyPercentMessage && (
          <Group gap="xs" wrap="nowrap">
            <Badge color="teal" variant="filled">
              {t("committees.promotion")}
            </Badge>
            <Text size="sm">{t("committees.promotionText")}</Text>
          </Group>
        )}
        <TextInput
          label={t("organisations.committeeName")}
          required
          data-autofocus
          {...form.textField("name")}
        />
        {members.isError ? (
          <QueryErrorAlert what="members" onRetry={() => void members.refetch()} />
        ) : (
          <Select
            label={t("organisations.committeeAdministrator")}
            description={t("organisations.committeeAdministratorHint")}
            required
            searchable
            data={candidates}
            disabled={members.isPending}
            placeholder={
              members.isPending
                ? t("organisations.loadingMembers")
                : t("organisations.chooseAdministrator")
            }
            value={form.values.administratorPersonId || null}
            onChange={(value) => form.setValue("administratorPersonId", value ?? "")}
            error={form.errorFor("administratorPersonId")}
          />
        )}
        {members.isSuccess && candidates.length === 0 && (
          <Alert color="yellow">{t("organisations.noLoginMembers")}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={createCommittee.isPending}>
            {t("organisations.addCommittee")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
