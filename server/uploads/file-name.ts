/**
 * Characters a file name must not hold: path separators (a name is never a path), control
 * characters, and the invisible direction overrides that make "invoice‹RLO›fdp.exe" read as
 * "invoiceexe.pdf".
 */
function forbidden(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "/" || char === "\\" || code < 0x20 || code === 0x7f) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}
const maxLength = 200;

/**
 * The name a file is kept under, or undefined when it must be refused: trimmed, at most 200
 * characters (the extension kept), never empty.
 */
export function fileNameOf(raw: string): string | undefined {
  if (forbidden(raw)) return undefined;
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name === "" || name === "." || name === "..") return undefined;
  if (name.length <= maxLength) return name;
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  return `${name.slice(0, maxLength - ext.length).trimEnd()}${ext}`;
}
