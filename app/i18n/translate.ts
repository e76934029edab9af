import type { en } from "./en.js";
import { appLocale } from "./format.js";

/**
 * Quorate's texts: one language, `{{name}}` placeholders and `_one`/`_other` plural forms.
 * This small table replaces i18next, which cost 16 KB gzip of the first download
 * (scripts/bundle-budget.ts) for features we do not use. Texts arrive in two parts: the
 * shell's and My Home's at start-up, every other area's with the first page that needs them
 * (area-texts.ts).
 */

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** "shell.menuLogout", "home.meetingsCount" (for home.meetingsCount_one/_other)… */
export type KeysOf<Tree, Prefix extends string = ""> = {
  [K in keyof Tree & string]: Tree[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<Tree[K], `${Prefix}${K}.`>;
}[keyof Tree & string];

/** Every text key: a misspelt key fails the type check instead of showing the key. */
export type TextKey = KeysOf<typeof en>;
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, values?: TextValues) => string;

export type TextTree = { readonly [key: string]: string | TextTree };

const texts = new Map<string, string>();
const pluralRules = new Intl.PluralRules(appLocale);

/** Adds a tree of texts under dotted keys; a later tree's text replaces an earlier one's. */
export function addTexts(tree: TextTree, prefix = ""): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") texts.set(`${prefix}${key}`, value);
    else addTexts(value, `${prefix}${key}.`);
  }
}

/** For keys made from data (a field name the server sends): is there a text for it? */
export function isTextKey(key: string): key is TextKey {
  return texts.has(key) || texts.has(`${key}_other`);
}

function lookUp(key: string, values: TextValues | undefined): string | undefined {
  const count = values?.count;
  if (typeof count === "number") {
    const plural = texts.get(`${key}_${pluralRules.select(count)}`) ?? texts.get(`${key}_other`);
    if (plural !== undefined) return plural;
  }
  return texts.get(key);
}

/**
 * The text for a key, placeholders filled. A key without a text shows as itself and is
 * reported, so a page that rendered before its area's texts arrived is noticed in tests.
 */
export const translate: Translate = (key, values) => {
  const text = lookUp(key, values);
  if (text === undefined) {
    console.error(`Quorate has no text for "${key}".`);
    return key;
  }
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
};

/** The shape components have used since i18next, so they read the same: `const { t } = …`. */
export function useTranslation(): { t: Translate } {
  return { t: translate };
}
