import { Button, Tabs, Text } from "@mantine/core";
import { IconLock, IconPlus } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle.js";
import { useCreateFlyingMinute, useFlyingMinutes } from "../../data/between-meetings.js";
import { useMe } from "../../data/me.js";
import { useCreateReport, useReports } from "../../data/reports.js";
import { useTranslation } from "../../i18n/translate.js";
import { FlyingMinuteFormDialog } from "./FlyingMinuteFormDialog.js";
import { FlyingMinuteList } from "./FlyingMinuteList.js";
import { newFlyingMinuteValues } from "./flying-minute-form.js";
import { ReportFormDialog } from "./ReportFormDialog.js";
import { ReportList } from "./ReportList.js";
import { newReportValues } from "./report-form.js";

export type BetweenMeetingsTab = "flyingMinutes" | "reports";

/** Between Meetings: the Flying Minutes and Reports tabs, each with its open and closed lists. */
export function BetweenMeetingsPage({ orgId, tab }: { orgId: string; tab: BetweenMeetingsTab }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const list = useFlyingMinutes(orgId);
  const create = useCreateFlyingMinute(orgId);
  const [creating, setCreating] = useState(false);
  const [writing, setWriting] = useState(false);
  const reports = useReports(orgId);
  const createReport = useCreateReport(orgId);
  const org = me.organisations.find((o) => o.Id === orgId);
  if (!org) return null;
  const data = list.data;
  const members = data?.Members ?? [];

  // Spec §6: a tab whose entitlement the plan lacks shows the upgrade icon.
  const upgradeIcon = (entitled: boolean) =>
    entitled ? undefined : (
      <IconLock size={14} role="img" aria-label={t("betweenMeetings.notInPlan")} />
    );
  const chooseTab = (value: string | null) => {
    if (value === "reports")
      void navigate({ to: "/between-meetings/$orgId/reports", params: { orgId } });
    else if (value === "flyingMinutes")
      void navigate({ to: "/between-meetings/$orgId/flying-minutes", params: { orgId } });
  };

  return (
    <>
      <PageTitle
        title={t("betweenMeetings.title")}
        actions={
          tab === "flyingMinutes" ? (
            data?.CanCreate && data.Entitled ? (
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                {t("betweenMeetings.newFlyingMinute")}
              </Button>
            ) : null
          ) : reports.data?.CanCreate && reports.data.Entitled ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setWriting(true)}
            >
              {t("report.newReport")}
            </Button>
          ) : null
        }
      />
      <Text c="dimmed" mb="md">
        {org.Name}
      </Text>
      <Tabs value={tab} onChange={chooseTab} mb="lg">
        <Tabs.List aria-label={t("betweenMeetings.tabs")}>
          <Tabs.Tab
            value="flyingMinutes"
            rightSection={upgradeIcon(org.Entitlements.FlyingMinutes)}
          >
            {t("betweenMeetings.flyingMinutes")}
          </Tabs.Tab>
          <Tabs.Tab value="reports" rightSection={upgradeIcon(org.Entitlements.Reports)}>
            {t("betweenMeetings.reports")}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === "flyingMinutes" ? <FlyingMinuteList orgId={orgId} /> : <ReportList orgId={orgId} />}
      {data && (
        <FlyingMinuteFormDialog
          opened={creating}
          onClose={() => setCreating(false)}
          mode="create"
          orgId={orgId}
          timeZone={data.TimeZone}
          members={members}
          initial={newFlyingMinuteValues(
            new Date(),
            data.TimeZone,
            members.filter((m) => m.IsBoardMember).map((m) => m.PersonId),
          )}
          save={async (body) => {
            const created = await create.mutateAsync(body);
            void navigate({
              to: "/flying-minute/$flyingMinuteId",
              params: { flyingMinuteId: created.flyingMinuteId },
            });
          }}
        />
      )}
      <ReportFormDialog
        orgId={orgId}
        opened={writing}
        onClose={() => setWriting(false)}
        mode="create"
        initial={newReportValues}
        people={members}
        save={async (body) => {
          const created = await createReport.mutateAsync(body);
          void navigate({ to: "/report/$reportId", params: { reportId: created.reportId } });
        }}
      />
    </>
  );
}
