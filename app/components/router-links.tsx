import { Anchor, Button, type ButtonProps, NavLink, type NavLinkProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

// Mantine components as router links, so `to`, `params` and `search` are type-checked
// against the route tree (the `component={Link}` form loses the param types). The menu's
// link is in menu-item-link.tsx, with the menus that load when first opened.
export const AnchorLink = createLink(Anchor);

type NavAnchorProps = Omit<NavLinkProps, "active"> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps> & {
    /** Named apart from `active`, which the router's link props reserve. */
    isActive?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

function NavAnchor({ isActive, ...props }: NavAnchorProps) {
  return <NavLink component="a" active={isActive} {...props} />;
}

export const NavLinkLink = createLink(NavAnchor);

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

/** A button that goes to a page of the app (a real link: it opens in a new tab when asked). */
export const ButtonLink = createLink(ButtonAnchor);
