import type { ReadableOrganisation } from "../../readable-organisations.js";

const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The readable organisations a tool's `organisation` argument names ("finance" for "Finance
 * Committee"), or all of them when it names none. Only the asker's own organisations are
 * searched, so a name they may not read matches nothing, exactly as a name that does not exist.
 */
export function organisationsNamed(
  organisations: readonly ReadableOrganisation[],
  name: string | undefined,
): readonly ReadableOrganisation[] {
  const wanted = folded(name ?? "");
  if (wanted === "") return organisations;
  return organisations.filter((o) => {
    const own = folded(o.name);
    // Whole words either way: "finance" names the Finance Committee, and so does "the finance
    // committee's", but a one-letter name is not found inside every question.
    return ` ${own} `.includes(` ${wanted} `) || ` ${wanted} `.includes(` ${own} `);
  });
}
