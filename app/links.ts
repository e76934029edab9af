/** Addresses outside the app, kept in one place so an installation can change them together. */
export const externalLinks = {
  help: "https://quorate.example/help",
  terms: "https://quorate.example/terms",
  privacy: "https://quorate.example/privacy",
  contact: "https://quorate.example/contact",
  supportEmail: "support@quorate.example",
} as const;
