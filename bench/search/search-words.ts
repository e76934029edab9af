import { rngFrom } from "../dataset/prng.js";

/**
 * The bench library's words, most frequent first. The first are governance words (so the
 * common ones look like a board's: "board", "policy", "report"); the rest are made-up words
 * of two to four syllables, enough that rare words are as rare as in a real library. Passages
 * draw them with P(rank r) ∝ 1/r (Zipf), as words in natural text fall.
 */
const governanceWords = `board policy report trust meeting finance budget risk committee chair
  approval audit member minutes decision action reserve grant funding strategy plan review annual
  quarter treasurer secretary trustee staff contract property insurance health safety privacy
  complaint conflict interest delegation authority investment surplus deficit revenue expense
  procurement tender supplier volunteer community school student parent whanau kaitiaki
  compliance charity constitution quorum resolution motion seconded carried deferred lease
  maintenance roof playground library scholarship fundraising donation sponsor marketing
  recruitment salary remuneration pension governance succession election nomination appointment
  resignation induction training wellbeing hazard incident emergency evacuation cyber breach
  retention archive register gift hospitality travel reimbursement credit card signatory bank
  deposit loan mortgage valuation depreciation asset liability equity forecast variance cashflow`
  .split(/\s+/)
  .filter(Boolean);

const onsets = [
  "b",
  "d",
  "f",
  "g",
  "h",
  "k",
  "l",
  "m",
  "n",
  "p",
  "r",
  "s",
  "t",
  "v",
  "w",
  "z",
  "br",
  "st",
  "tr",
  "pl",
];
const vowels = ["a", "e", "i", "o", "u", "ai", "ou"];
const codas = ["", "", "n", "r", "l", "s", "k", "m"];

export function searchWords(count = 20_000, seed = 7): string[] {
  const rng = rngFrom(seed);
  const words = new Set(governanceWords);
  while (words.size < count) {
    const syllables = 2 + rng.int(3);
    let word = "";
    for (let s = 0; s < syllables; s++)
      word += rng.pick(onsets) + rng.pick(vowels) + rng.pick(codas);
    words.add(word);
  }
  return [...words];
}
