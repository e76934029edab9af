import {
  type ActionIconProps,
  type ButtonProps,
  type CSSVariablesResolver,
  createTheme,
  type ModalProps,
  type PasswordInputProps,
  type SelectProps,
  type TextInputProps,
} from "@mantine/core";

/**
 * One theme for the whole app. Indigo 8 is the primary shade because white text on it
 * reaches 5.7:1 (WCAG AA); Mantine's default shade 6 of most palettes falls below 4.5:1.
 */
// Component defaults are plain objects, not Button.extend(…): importing the components here
// would put every one of them in the first download (scripts/bundle-budget.ts).
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSizes: {
    xs: "0.875rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
  },
  lineHeights: { xs: "1.5", sm: "1.55", md: "1.6", lg: "1.6", xl: "1.6" },
  defaultRadius: "md",
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: "auto",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
  components: {
    // Comfortable targets (at least 40 px) for tablets and older eyes.
    Button: { defaultProps: { size: "md" } satisfies ButtonProps },
    ActionIcon: { defaultProps: { size: "input-md", variant: "subtle" } satisfies ActionIconProps },
    // No asterisk in labels: it would become part of the accessible name ("Password *").
    // Required fields keep the `required` attribute and say "Required" when left empty.
    TextInput: { defaultProps: { size: "md", withAsterisk: false } satisfies TextInputProps },
    PasswordInput: {
      defaultProps: { size: "md", withAsterisk: false } satisfies PasswordInputProps,
    },
    // Options exist in the page only while the list is open, so a label finds one control
    // (Mantine keeps a hidden listbox labelled like the input otherwise).
    Select: {
      defaultProps: {
        size: "md",
        withAsterisk: false,
        comboboxProps: { keepMounted: false },
      } satisfies SelectProps,
    },
    Modal: {
      defaultProps: {
        centered: true,
        closeButtonProps: { "aria-label": "Close" },
      } satisfies Partial<ModalProps>,
    },
  },
});

/** Mantine's dimmed grey is 3.3:1 on white; a darker grey keeps secondary text readable. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-dimmed": t.colors.gray[7] },
  dark: { "--mantine-color-dimmed": t.colors.dark[1] },
});
