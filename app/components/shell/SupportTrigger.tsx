import { Button } from "@mantine/core";
import { IconLifebuoy } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "../../i18n/translate.js";
import { phoneIconButton, ResponsiveLabel } from "./ResponsiveLabel.js";

type Props = Omit<ComponentPropsWithRef<"button">, "children" | "color">;

/** The top bar's Support button: the support note's trigger, and its stand-in until then. */
export function SupportTrigger(props: Props) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="sm"
      aria-label={t("shell.support")}
      leftSection={<IconLifebuoy size={18} aria-hidden />}
      classNames={phoneIconButton}
      {...props}
    >
      <ResponsiveLabel>{t("shell.support")}</ResponsiveLabel>
    </Button>
  );
}
