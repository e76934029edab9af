import { Badge, Button, EmptyState, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { AddCommitteeDialog } from "../../components/organisations/AddCommitteeDialog.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink } from "../../components/router-links.js";
import { type CommitteeRow, useCommittees } from "../../data/committees.js";
import { useMe } from "../../data/me.js";
import { useOrganisationSettings } from "../../data/settings.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { CommitteeLicenceNote } from "./CommitteeLicenceNote.js";
import { CommitteeRowActions } from "./CommitteeRowActions.js";
import { committeeStatus, sortedCommittees } from "./committee-display.js";
import { DeleteCommitteeDialog } from "./DeleteCommitteeDialog.js";
import { ImportPeopleDialog } from "./ImportPeopleDialog.js";

/** A board's committees: inactive, other and deleted ones greyed; administrators manage them. */
export function CommitteesPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const list = useCommittees(orgId);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<CommitteeRow | null>(null);
  const [deleting, setDeleting] = useState<CommitteeRow | null>(null);
  const canManage = list.data?.CanManage ?? false;
  const settings = useOrganisationSettings(orgId, canManage);
  const board = me.organisations.find((o) => o.Id === orgId);
  if (!board) return null;

  const addButton =
    canManage && list.data?.licences.Available ? (
      <Button onClick={() => setAdding(true)}>{t("committees.addCommittee")}</Button>
    ) : undefined;

  return (
    <>
      <PageTitle title={t("committees.title")} actions={addButton} />
      <Text c="dimmed" mb="md">
        {board.Name}
      </Text>
      {list.isPending && <Skeleton h={160} />}
      {list.isError && <QueryErrorAlert what="committees" onRetry={() => void list.refetch()} />}
      {list.data && canManage && (
        <CommitteeLicenceNote
          licences={list.data.licences}
          showPromotion={board.featureFlags.fiftyPercentMessage}
        />
      )}
      {list.data && list.data.committees.length === 0 && (
        <EmptyState
          icon={<IconUsersGroup size={32} aria-hidden />}
          withIndicatorBackground
          title={t("committees.emptyTitle")}
          description={t("committees.emptyText", { board: board.Name })}
        >
          {addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
        </EmptyState>
      )}
      {list.data && list.data.committees.length > 0 && (
        // No fixed minimum width: cells wrap on phones instead of scrolling sideways.
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("committees.name")}</Table.Th>
              <Table.Th>{t("committees.administrators")}</Table.Th>
              <Table.Th>{t("committees.yourRole")}</Table.Th>
              <Table.Th>{t("committees.status")}</Table.Th>
              {canManage && (
                <Table.Th>
                  <VisuallyHidden>{t("committees.changes")}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortedCommittees(list.data.committees).map((c) => (
              <CommitteeTableRow
                key={c.Id}
                committee={c}
                timeZone={list.data.TimeZone}
                actions={
                  canManage ? (
                    <CommitteeRowActions
                      boardId={orgId}
                      committee={c}
                      onImport={() => setImporting(c)}
                      onDelete={() => setDeleting(c)}
                    />
                  ) : undefined
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddCommitteeDialog board={adding ? board : null} onClose={() => setAdding(false)} />
      <ImportPeopleDialog
        boardId={orgId}
        committee={importing}
        onClose={() => setImporting(null)}
      />
      <DeleteCommitteeDialog
        boardId={orgId}
        committee={deleting}
        eraseDays={settings.data?.rules.committeeEraseDays ?? 30}
        timeZone={list.data?.TimeZone}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function CommitteeTableRow({
  committee: c,
  timeZone,
  actions,
}: {
  committee: CommitteeRow;
  /** The board's clock, which deletion times are read on. */
  timeZone: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const status = committeeStatus(c);
  const greyed = status !== "active";
  const hint =
    status === "inactive"
      ? t("committees.inactiveHint")
      : status === "notMember"
        ? t("committees.notMemberHint")
        : undefined;
  return (
    <Table.Tr>
      <Table.Td>
        {status === "active" ? (
          <AnchorLink to="/organisation-landing/$orgId" params={{ orgId: c.Id }}>
            {c.Name}
          </AnchorLink>
        ) : (
          <Text c="dimmed" title={hint}>
            {c.Name}
          </Text>
        )}
        {c.DeletionScheduledAt && status !== "deleted" && (
          <Text size="sm" c="orange.8">
            {t("committees.scheduled", { date: formatDateTime(c.DeletionScheduledAt, timeZone) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td c={greyed ? "dimmed" : undefined}>{c.Administrators.join(", ")}</Table.Td>
      <Table.Td c={greyed ? "dimmed" : undefined}>{c.RoleLabel ?? "—"}</Table.Td>
      <Table.Td>
        {status === "active" && t("committees.active")}
        {status === "inactive" && (
          <Badge variant="outline" color="gray">
            {t("common.inactive")}
          </Badge>
        )}
        {status === "notMember" && (
          <Badge variant="outline" color="gray">
            {t("committees.notMember")}
          </Badge>
        )}
        {status === "deleted" && (
          <>
            <Badge variant="outline" color="red">
              {t("committees.deleted")}
            </Badge>
            {c.EraseAfter && (
              <Text size="sm" c="dimmed">
                {t("committees.restoreUntil", { date: formatDateTime(c.EraseAfter, timeZone) })}
              </Text>
            )}
          </>
        )}
      </Table.Td>
      {actions !== undefined && <Table.Td>{actions}</Table.Td>}
    </Table.Tr>
  );
}
