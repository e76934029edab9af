/**
 * Words that say nothing about who is involved: English function words, and words
 * every board paper or company name carries. Matching on them would suggest a
 * conflict for everyone on every item.
 */
const commonWords = new Set(
  `a about above after again against all also am an and any are as at be been before being
  below between both but by can could did do does doing down during each few for from further
  had has have having he her here hers him his how i if in into is it its itself just me more
  most my no nor not now of off on once only or other our ours out over own same she should so
  some such than that the their theirs them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you
  your yours new next per via re etc
  board meeting meetings minutes agenda item items paper papers report reports update updates
  discussion discuss approve approval approved note noted review proposal proposed resolution
  motion matter matters general business other plan plans year years month quarter annual
  limited ltd inc incorporated llc plc pty company companies co corp corporation`.split(/\s+/),
);

/** Words shorter than this are initials or noise ("of", "NZ", "Q3") rather than names. */
const minimumLength = 3;

/** Lower case without accents, so "Māori" and "Maori" are one word. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Plurals and possessives name the same thing: "galleries", "schools" and "school's" are one word each. */
function stem(word: string): string {
  const bare = word.replace(/'s$/, "");
  if (bare.length <= 4 || !bare.endsWith("s") || bare.endsWith("ss")) return bare;
  return bare.endsWith("ies") ? `${bare.slice(0, -3)}y` : bare.slice(0, -1);
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** The words of a text worth matching against the register, each once. */
export function significantWords(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const stemmed = stem(word);
    if (stemmed.length < minimumLength || commonWords.has(stemmed) || commonWords.has(word))
      continue;
    if (/^\d+$/.test(stemmed)) continue;
    out.add(stemmed);
  }
  return [...out];
}

/** Which of the significant words appear, as whole words, in the given text. */
export function mentionedWords(significant: readonly string[], text: string): string[] {
  const present = new Set(words(text).map(stem));
  return significant.filter((w) => present.has(w));
}
