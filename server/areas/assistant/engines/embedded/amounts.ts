// Amounts as boards write them, in any currency their records use: "$45,000", "£1.2m",
// "R8 970 000" and "R8,4 million" (South Africa: spaces between thousands, a decimal comma),
// "€1.250.000", "CHF 12'000", "NZ$2.5 million", and India's "₹12,50,000" and "Rs. 4.5 lakh"
// (lakhs and crores: groups of two figures above the thousands). Read into integer cents (or
// paise), never a float.

/** An amount a record states: integer cents (or pence) and the currency's sign as written. */
export type Amount = { cents: number; sign: string };

/**
 * A sign before figures: a symbol, a symbol with its country ("NZ$", "S$"), the rand's "R" or a
 * rupee's "Rs", the shilling's "KSh", "Kshs." or "Sh", or an ISO code. The rand's R counts only right before an amount of three figures
 * or more, or with a scale ("R4 312 000", "R650k"): "Risk R12" and "Form R2" are not money.
 */
const sign = String.raw`((?:\b[A-Z]{1,3})?\$|[£€¥₹]|\bR(?=\s?\d{1,3}(?:[ ,.\u00a0]\d{3}|\d\d|[.,]\d+\s?(?:m|bn|million|billion)\b|\s?(?:k|m|bn|million|thousand|billion)\b))|\bRs\.?|\bK?Shs?\.?(?=\s?\d{1,3}(?:[ ,.\u00a0]\d{3}|[.,]\d+\s?(?:m|bn|million|billion)\b|\s?(?:k|m|bn|million|thousand|billion)\b))|\b(?:CHF|ZAR|USD|EUR|GBP|AUD|NZD|CAD|SGD|HKD|INR|KES|NGN)\b)`;

/**
 * Figures: India's grouping ("12,50,000", "1,20,00,000"); thousands grouped by a comma, a point,
 * a space or an apostrophe (the same one throughout), then a decimal part after the other mark;
 * or plain figures with a decimal part.
 */
const figures = String.raw`(\d{1,2}(?:,\d\d)+,\d{3}(?!\d)(?:\.\d{1,2}(?!\d))?|\d{1,3}(?:([,. '\u00a0\u202f])\d{3}(?!\d))(?:\3\d{3}(?!\d)){0,4}(?:[.,]\d{1,2}(?!\d))?|\d{1,15}(?:[.,]\d{1,4})?)`;

const scaleWords = "k|m|bn|million|thousand|billion|lakhs?|lacs?|crores?|cr";
const scale = String.raw`(?:\s?(${scaleWords})\b)?`;

/** An amount as the records write it: a sign, figures and a scale ("k", "m", "million"). */
export const amountPattern = new RegExp(`${sign}\\s?${figures}${scale}`, "gi");

/** A match of amountPattern in integer cents (or pence). */
export function amountOf(m: RegExpMatchArray): Amount {
  const written = m[2] ?? "0";
  const group = m[3];
  const size = m[4]?.toLowerCase();
  // The decimal mark is the one after the last group: "8,4" and "1.25" have no group, and a
  // mark before one or two figures (or any, before "million") is decimal, never thousands.
  let whole = written;
  let fraction = "";
  const last = /[.,](\d+)$/.exec(written);
  const marks = written.match(/[,. '\u00a0\u202f]/g) ?? [];
  // "$1.250 million": one point before a scale is decimal, though three figures follow it.
  const decimalBeforeScale = size !== undefined && marks.length === 1 && last?.[0][0] === ".";
  if (last && (last[1]?.length !== 3 || decimalBeforeScale)) {
    const mark = written.length - (last[1]?.length ?? 0) - 1;
    if (written[mark] !== group || decimalBeforeScale) {
      whole = written.slice(0, mark);
      fraction = last[1] ?? "";
    }
  }
  const digits = whole.replace(/\D/g, "");
  // Integer arithmetic: "1.25" million is 125 hundredths of a million, never a float.
  const times = size === undefined ? 1 : timesOf(size);
  // Cents of "8,4 million": 8 and 4 tenths, times a million, times 100, exactly.
  const places = fraction.length;
  const scaled =
    (BigInt(digits || "0") * 10n ** BigInt(places) + BigInt(fraction || "0")) *
    BigInt(times) *
    100n;
  const cents = Number(scaled / 10n ** BigInt(places));
  return { cents, sign: normalSign(m[1] ?? "$") };
}

/** What a scale word multiplies by: a lakh is a hundred thousand, a crore ten million. */
function timesOf(size: string): number {
  if (size === "k" || size === "thousand") return 1_000;
  if (size === "m" || size === "million") return 1_000_000;
  if (size === "bn" || size === "billion") return 1_000_000_000;
  if (size.startsWith("la")) return 100_000;
  if (size.startsWith("cr")) return 10_000_000;
  return 1;
}

/** "r" in folded text is the rand's "R"; codes are written in capitals. */
function normalSign(written: string): string {
  const s = written.replace(/\.$/, "");
  if (/^r$/i.test(s)) return "R";
  // "Rs", "INR" and "₹" are one currency: amounts in each are added together, shown as "₹".
  if (/^(rs|inr)$/i.test(s)) return "₹";
  // "KSh", "Kshs.", "Sh" and "KES" are the Kenya shilling: one sign, "KES".
  if (/^(k?shs?|kes)$/i.test(s)) return "KES ";
  return /^[a-z]/i.test(s) ? `${s.toUpperCase()}${s.endsWith("$") ? "" : " "}` : s;
}

/** The first amount a record states ("$45,000", "£1.2m", "€12k", "R8,4 million"). */
export function amountIn(text: string): Amount | null {
  const m = new RegExp(amountPattern.source, "i").exec(text);
  return m ? amountOf(m) : null;
}

/** Whether a text states an amount or a figure with a scale or a percentage. */
export function saysAmount(text: string): boolean {
  return (
    new RegExp(`${sign}\\s?\\d`, "i").test(text) ||
    // From the start of a figure only: scanning from every digit of a long run is quadratic.
    // Without a sign, "cr" is no crore ("5 Cr Smith" is a councillor).
    new RegExp(
      String.raw`(?<![\d,.])\d[\d,.]*\s?((${scaleWords.replace(/\|cr$/, "")}|percent)\b|%)`,
      "i",
    ).test(text)
  );
}

/**
 * "$45,000", "£1,250.50", "R8,970,000": the amount with the sign the records use, and rupees
 * grouped as India groups them ("₹12,50,000").
 */
export function money({ cents, sign }: Amount): string {
  const rupees = sign === "₹";
  const whole = Math.floor(cents / 100).toLocaleString(rupees ? "en-IN" : "en-NZ");
  const rest = cents % 100;
  return `${sign}${whole}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
