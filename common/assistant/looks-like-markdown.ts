/**
 * Spec §2: content is shown as markdown when it looks like markdown — headings, bold or
 * italic, inline or fenced code, bullets, numbered lists, links, blockquotes or table pipes —
 * and as plain text otherwise.
 */
const signs: readonly RegExp[] = [
  /^#{1,6}\s+\S/m, // heading
  /(\*\*|__)\S[\s\S]*?\S?\1/, // bold
  /(^|[^\w*])[*_]\S[^*_\n]*[*_](?![\w*])/, // italic
  /`[^`\n]+`/, // inline code
  /^```/m, // fenced code
  /^\s*[-*+]\s+\S/m, // bullets
  /^\s*\d+[.)]\s+\S/m, // numbered list
  /\[[^\]\n]+\]\([^)\s]+\)/, // link
  /^\s*>\s?\S/m, // blockquote
  /^\s*\|.*\|\s*$/m, // table pipes
];

export function looksLikeMarkdown(text: string): boolean {
  return signs.some((sign) => sign.test(text));
}
