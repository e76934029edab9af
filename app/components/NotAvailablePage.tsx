import { Button, EmptyState } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "../i18n/translate.js";
import { PageTitle } from "./PageTitle.js";

/** For areas of the spec this version does not build yet: say so, never show a blank page. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <EmptyState
        mt="xl"
        icon={<IconTools size={32} aria-hidden />}
        withIndicatorBackground
        description={t("notAvailable.description")}
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
