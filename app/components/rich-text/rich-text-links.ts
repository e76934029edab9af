/**
 * Links as the server accepts them: "example.org" gains https://, and any other scheme
 * (javascript:, data:, file:) loses its link but keeps its words.
 */
export function withSafeLinks<T>(node: T): T {
  if (Array.isArray(node)) return node.map((n) => withSafeLinks(n)) as T;
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === "marks" && Array.isArray(value) ? safeMarks(value) : withSafeLinks(value);
  }
  return out as T;
}

function safeMarks(marks: unknown[]): unknown[] {
  return marks.flatMap((mark) => {
    if (!isLink(mark)) return [mark];
    const href = mark.attrs.href.trim();
    if (/^(https?:|mailto:)/i.test(href)) return [{ type: "link", attrs: { href } }];
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href === "") return [];
    return [{ type: "link", attrs: { href: `https://${href.replace(/^\/+/, "")}` } }];
  });
}

function isLink(mark: unknown): mark is { type: "link"; attrs: { href: string } } {
  if (typeof mark !== "object" || mark === null) return false;
  const m = mark as { type?: unknown; attrs?: { href?: unknown } };
  return m.type === "link" && typeof m.attrs?.href === "string";
}
