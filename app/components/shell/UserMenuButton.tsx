import { Avatar, UnstyledButton } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import type { MeResponse } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = { person: MeResponse["person"] } & Omit<ComponentPropsWithRef<"button">, "children">;

/** The person's avatar that opens their menu: the menu's trigger, and its stand-in until then. */
export function UserMenuButton({ person, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t("shell.userMenu")} p={4} {...props}>
      <Avatar name={person.FullName} color="indigo" radius="xl" />
    </UnstyledButton>
  );
}
