/** Where a link in a reply goes: inside the app, out to the web, or nowhere (unsafe). */
export type ReplyLink =
  | { kind: "inApp"; path: string }
  | { kind: "external"; href: string }
  | { kind: "none" };

/**
 * Citations are paths of this app (spec §2: /meeting/{id}, /governance-documents/…) and open
 * inside it. Web and mail links may appear in a model's answer; any other scheme
 * (javascript:, data:, vbscript:) and protocol-relative "//host" addresses lose their link.
 */
export function replyLink(href: string | null | undefined): ReplyLink {
  const value = (href ?? "").trim();
  if (/^\/(?![/\\])/.test(value)) return { kind: "inApp", path: value };
  if (/^(https?:\/\/|mailto:)/i.test(value)) return { kind: "external", href: value };
  return { kind: "none" };
}

/** react-markdown's urlTransform: an address that is not safe becomes empty. */
export function safeReplyUrl(url: string): string {
  const link = replyLink(url);
  if (link.kind === "inApp") return link.path;
  if (link.kind === "external") return link.href;
  return "";
}
