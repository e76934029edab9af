/** "Quorate <no-reply@quorate.local>" → name and address (a bare address is its own name). */
export function parseMailbox(value: string): { name: string; email: string } {
  const match = value.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (match?.[2]) return { name: match[1]?.trim() || match[2], email: match[2].trim() };
  return { name: value.trim(), email: value.trim() };
}
