import { Box, Drawer } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translate.js";

type Props = { opened: boolean; onClose: () => void; children: ReactNode };

/** The navigation on phones and small tablets, as a sheet from the side. */
export function NavigationDrawer({ opened, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t("shell.navigationTitle")}
      size={300}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Box component="nav" aria-label={t("shell.navigation")}>
        {children}
      </Box>
    </Drawer>
  );
}
