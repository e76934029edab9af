import { Menu, type MenuItemProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type MenuAnchorProps = MenuItemProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof MenuItemProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

/** Menu.Item renders a button by default; links in menus must be anchors. */
function MenuAnchor(props: MenuAnchorProps) {
  return <Menu.Item component="a" {...props} />;
}

export const MenuItemLink = createLink(MenuAnchor);
