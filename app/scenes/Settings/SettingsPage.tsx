import { Skeleton, Stack, Text } from "@mantine/core";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useOrganisationSettings } from "../../data/settings.js";
import { useTranslation } from "../../i18n/translate.js";
import { GeneralSettingsForm } from "./GeneralSettingsForm.js";
import { MeetingLocations } from "./MeetingLocations.js";
import { OrganisationImages } from "./OrganisationImages.js";
import { RuleSettingsForm } from "./RuleSettingsForm.js";
import { ruleSections } from "./rule-sections.js";
import { SettingsSection } from "./SettingsSection.js";

/** Organisation settings (spec §3): each section validates as people type and saves on its own. */
export function SettingsPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const settings = useOrganisationSettings(orgId);

  if (settings.isPending)
    return (
      <>
        <PageTitle title={t("settings.title")} />
        <Stack>
          <Skeleton h={220} />
          <Skeleton h={180} />
        </Stack>
      </>
    );
  if (settings.isError)
    return (
      <>
        <PageTitle title={t("settings.title")} />
        <QueryErrorAlert what="settings" onRetry={() => void settings.refetch()} />
      </>
    );
  const s = settings.data;
  const sectionText = (key: (typeof sectionTexts)[keyof typeof sectionTexts]) =>
    key ? t(key) : undefined;

  return (
    <>
      <PageTitle title={t("settings.title")} />
      <Text c="dimmed" mb="md">
        {s.Name}
      </Text>
      <Stack gap="lg" maw={760}>
        <SettingsSection title={t("settings.general")} description={t("settings.generalText")}>
          <GeneralSettingsForm key={`${s.Name}|${s.ShortName}|${s.Language}`} settings={s} />
        </SettingsSection>
        <SettingsSection title={t("settings.images")} description={t("settings.imagesText")}>
          <OrganisationImages settings={s} />
        </SettingsSection>
        {ruleSections
          .filter((section) => !section.boardsOnly || !s.IsCommittee)
          .map((section) => (
            <SettingsSection
              key={section.id}
              title={t(`settings.${section.id}`)}
              description={sectionText(sectionTexts[section.id])}
            >
              <RuleSettingsForm
                key={JSON.stringify(section.fields.map((f) => s.rules[f]))}
                orgId={orgId}
                rules={s.rules}
                fields={section.fields}
                sectionTitle={t(`settings.${section.id}`)}
              />
            </SettingsSection>
          ))}
        <SettingsSection title={t("settings.locations")} description={t("settings.locationsText")}>
          <MeetingLocations orgId={orgId} />
        </SettingsSection>
      </Stack>
    </>
  );
}

const sectionTexts: Record<
  (typeof ruleSections)[number]["id"],
  | "settings.quorumText"
  | "settings.flyingMinutesText"
  | "settings.notificationsText"
  | "settings.committeesText"
  | null
> = {
  quorum: "settings.quorumText",
  flyingMinutes: "settings.flyingMinutesText",
  notifications: "settings.notificationsText",
  security: null,
  committees: "settings.committeesText",
};
