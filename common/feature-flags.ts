/** The six feature flags of spec §6, stored per installation with per-organisation overrides. */
export const featureFlagNames = [
  "newTopBar",
  "aiAssistant",
  "aiFileSearch",
  "newSubscriptionPage",
  "trialActivation",
  "fiftyPercentMessage",
] as const;

export type FeatureFlag = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const defaultFeatureFlags: FeatureFlags = {
  newTopBar: true,
  aiAssistant: true,
  aiFileSearch: false,
  newSubscriptionPage: true,
  trialActivation: true,
  fiftyPercentMessage: true,
};
