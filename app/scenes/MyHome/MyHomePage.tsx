import { Alert, Button, Card, EmptyState, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { useState } from "react";
import { homeDefaults } from "../../../common/home.js";
import { OnceOpened } from "../../components/deferred.js";
import { LazyCreateBoardDialog } from "../../components/organisations/lazy-dialogs.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { organisationTree } from "../../components/shell/organisation-tree.js";
import { useMyHome } from "../../data/home.js";
import { useMe } from "../../data/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { HomeActions } from "./HomeActions.js";
import { HomeMeetings, type MeetingsView } from "./HomeMeetings.js";
import { HomeSignatures } from "./HomeSignatures.js";
import { HomeVotes } from "./HomeVotes.js";
import { OrganisationList } from "./OrganisationList.js";
import { TrialBanners } from "./TrialBanners.js";
import { useRowsPerPage } from "./use-rows-per-page.js";

type View = Omit<MeetingsView, "pageSize">;

/**
 * The dashboard: across all the person's boards and committees, their meetings,
 * open actions, votes to cast, minutes to sign and free trials; then the
 * organisations themselves. Support users never reach it (the route sends them on).
 */
export function MyHomePage({ proto }: { proto: string | undefined }) {
  const { t } = useTranslation();
  const me = useMe();
  const [creatingBoard, setCreatingBoard] = useState(false);
  const [rowsPerPage, setRowsPerPage] = useRowsPerPage(me.person.PersonId);
  const [view, setView] = useState<View>({
    timeFrame: homeDefaults.timeFrame,
    direction: homeDefaults.direction,
    page: 1,
  });
  const tree = organisationTree(me.organisations);
  const home = useMyHome({ ...view, pageSize: rowsPerPage }, tree.length > 0);

  const changeView = (change: Partial<MeetingsView>) => {
    const { pageSize, ...rest } = change;
    if (pageSize !== undefined) setRowsPerPage(pageSize);
    // A new time frame, direction or page size starts again at the first page.
    setView((current) => ({ ...current, ...rest, page: rest.page ?? 1 }));
  };

  const welcome = t("home.welcome", { name: me.person.FirstName || me.person.FullName });

  if (tree.length === 0) {
    return (
      <>
        <PageTitle title={t("home.title")} />
        <Stack>
          {proto === "dash2" && <Alert color="indigo">{t("home.prototype")}</Alert>}
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h3" mb="sm">
              {welcome}
            </Title>
            <EmptyState
              icon={<IconBuildingCommunity size={32} aria-hidden />}
              withIndicatorBackground
              title={t("home.noOrganisations")}
              description={t("home.noOrganisationsText")}
            >
              <EmptyState.Actions>
                <Button onClick={() => setCreatingBoard(true)}>{t("home.createBoard")}</Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        </Stack>
        <OnceOpened opened={creatingBoard}>
          {(opened) => (
            <LazyCreateBoardDialog opened={opened} onClose={() => setCreatingBoard(false)} />
          )}
        </OnceOpened>
      </>
    );
  }

  const loading = home.isPending;
  const data = home.data;
  return (
    <>
      <PageTitle title={t("home.title")} />
      <Stack gap="lg">
        {proto === "dash2" && <Alert color="indigo">{t("home.prototype")}</Alert>}
        <Text size="lg">{welcome}</Text>
        {home.isError ? (
          <QueryErrorAlert what="home" onRetry={() => void home.refetch()} />
        ) : (
          <>
            <TrialBanners trials={data?.trials ?? []} organisations={me.organisations} />
            <HomeMeetings
              meetings={data?.meetings}
              loading={loading || home.isPlaceholderData}
              view={{ ...view, pageSize: rowsPerPage }}
              onViewChange={changeView}
            />
            <HomeActions actions={data?.actions} loading={loading} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <HomeVotes votes={data?.votes} loading={loading} />
              <HomeSignatures
                signatures={data?.signatures}
                documentSignatures={data?.documentSignatures}
                loading={loading}
              />
            </SimpleGrid>
          </>
        )}
        <Card withBorder padding="lg" radius="md" component="section">
          <Title order={2} size="h3" mb="sm">
            {t("home.organisationsTitle")}
          </Title>
          <OrganisationList tree={tree} />
        </Card>
      </Stack>
    </>
  );
}
