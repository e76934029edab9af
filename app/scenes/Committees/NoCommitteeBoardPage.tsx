import { Button, EmptyState } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle.js";
import { useTranslation } from "../../i18n/translate.js";

/** /committees when the person administers no board: explain instead of a blank page. */
export function NoCommitteeBoardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("committees.title")} />
      <EmptyState
        icon={<IconUsersGroup size={32} aria-hidden />}
        withIndicatorBackground
        title={t("committees.noBoardTitle")}
        description={t("committees.noBoardText")}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/my-home">
            {t("common.backToMyHome")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}
