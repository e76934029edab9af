import { Alert, Button, Card, EmptyState, Stack, Text, Title } from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CreateBoardDialog } from "../../components/organisations/CreateBoardDialog.js";
import { PageTitle } from "../../components/PageTitle.js";
import { organisationTree } from "../../components/shell/organisation-tree.js";
import { useMe } from "../../data/me.js";
import { OrganisationList } from "./OrganisationList.js";

/** My Home, for now a welcome card with the person's boards and committees. */
export function MyHomePage({ proto }: { proto: string | undefined }) {
  const { t } = useTranslation();
  const me = useMe();
  const [creatingBoard, setCreatingBoard] = useState(false);
  const tree = organisationTree(me.organisations);

  return (
    <>
      <PageTitle title={t("home.title")} />
      <Stack>
        {proto === "dash2" && <Alert color="indigo">{t("home.prototype")}</Alert>}
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t("home.welcome", { name: me.person.FirstName || me.person.FullName })}
          </Title>
          {tree.length > 0 ? (
            <>
              <Text mb="sm">{t("home.intro")}</Text>
              <OrganisationList tree={tree} />
            </>
          ) : (
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
          )}
        </Card>
      </Stack>
      <CreateBoardDialog opened={creatingBoard} onClose={() => setCreatingBoard(false)} />
    </>
  );
}
