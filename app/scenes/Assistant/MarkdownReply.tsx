import type { MouseEvent, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import classes from "./Assistant.module.css";
import { replyLink, safeReplyUrl } from "./reply-links.js";

export type MarkdownReplyProps = {
  markdown: string;
  /** Opens an in-app path with the router, in this tab. */
  onOpenInApp: (path: string) => void;
  /** Read after a link that opens in a new tab. */
  newTabHint: string;
};

// A reply is untrusted text: raw HTML is dropped (skipHtml; no rehype-raw), unsafe addresses
// are emptied, and images are shown as their words so a reply cannot load anything.
const plugins = [remarkGfm];

function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ReplyAnchor({
  href,
  children,
  onOpenInApp,
  newTabHint,
}: {
  href: string | undefined;
  children: ReactNode;
  onOpenInApp: (path: string) => void;
  newTabHint: string;
}) {
  const link = replyLink(href);
  if (link.kind === "none") return <span>{children}</span>;
  if (link.kind === "external")
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={classes.visuallyHidden}> {newTabHint}</span>
      </a>
    );
  return (
    <a
      href={link.path}
      onClick={(event) => {
        // Ctrl/Cmd-click and middle-click keep the browser's own "open in a new tab".
        if (!opensHere(event)) return;
        event.preventDefault();
        onOpenInApp(link.path);
      }}
    >
      {children}
    </a>
  );
}

/** An assistant reply rendered from markdown (GitHub tables and lists), never as HTML. */
export function MarkdownReply({ markdown, onOpenInApp, newTabHint }: MarkdownReplyProps) {
  const components: Components = {
    a: ({ href, children }) => (
      <ReplyAnchor href={href} onOpenInApp={onOpenInApp} newTabHint={newTabHint}>
        {children}
      </ReplyAnchor>
    ),
    img: ({ alt }) => <span>{alt}</span>,
  };
  return (
    <Markdown remarkPlugins={plugins} skipHtml urlTransform={safeReplyUrl} components={components}>
      {markdown}
    </Markdown>
  );
}
