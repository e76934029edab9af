import { Burger, Button } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import type { MeResponse, OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { Breadcrumb } from "./Breadcrumb.js";
import { LazySupportButton } from "./LazySupportButton.js";
import { LazyUserMenu } from "./LazyUserMenu.js";
import { phoneIconButton, ResponsiveLabel } from "./ResponsiveLabel.js";
import classes from "./TopBar.module.css";

type Props = {
  me: MeResponse;
  /** Named in the breadcrumb; none while a record's page has not said where it lives. */
  organisation: OrganisationSummary | undefined;
  showBurger: boolean;
  navigationOpened: boolean;
  onOpenNavigation: () => void;
  assistantEnabled: boolean;
  assistantOpened: boolean;
  onToggleAssistant: () => void;
};

export function TopBar({
  me,
  organisation,
  showBurger,
  navigationOpened,
  onOpenNavigation,
  assistantEnabled,
  assistantOpened,
  onToggleAssistant,
}: Props) {
  const { t } = useTranslation();

  return (
    <div className={classes.bar}>
      <div className={classes.where}>
        {showBurger && (
          <Burger
            opened={navigationOpened}
            onClick={onOpenNavigation}
            aria-label={t("shell.openNavigation")}
            size="sm"
          />
        )}
        <Breadcrumb organisation={organisation} />
      </div>
      <div className={classes.actions}>
        {assistantEnabled && (
          <Button
            onClick={onToggleAssistant}
            aria-expanded={assistantOpened}
            variant="light"
            size="sm"
            aria-label={t("shell.askAi")}
            leftSection={<IconSparkles size={18} aria-hidden />}
            classNames={phoneIconButton}
          >
            <ResponsiveLabel>{t("shell.askAi")}</ResponsiveLabel>
          </Button>
        )}
        <LazySupportButton />
        <LazyUserMenu person={me.person} />
      </div>
    </div>
  );
}
