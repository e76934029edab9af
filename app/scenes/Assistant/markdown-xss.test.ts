import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TextAnnotation } from "../../../common/assistant/citations.js";
import { MarkdownReply } from "./MarkdownReply.js";
import { replyDisplay } from "./reply-display.js";

/** Renders a reply the way the chat does and returns the HTML React produced. */
function render(text: string, textAnnotations: TextAnnotation[] = []): string {
  const shown = replyDisplay("Assistant", { text, textAnnotations });
  // The plain path is React text: escaped by construction. Markdown goes through the renderer.
  const markdown = shown.markdown ? shown.text : `${shown.text}\n\n**x**`;
  return renderToStaticMarkup(
    createElement(MarkdownReply, {
      markdown,
      onOpenInApp: () => undefined,
      newTabHint: "(opens in a new tab)",
    }),
  );
}

const tagPattern = /<[a-z][^>]*>/gi;

/** Nothing in the output may run: no script-capable element, handler or address. */
function assertInert(html: string) {
  const tags = html.match(tagPattern) ?? [];
  for (const tag of tags) {
    expect(tag).not.toMatch(
      /^<(script|iframe|object|embed|img|svg|math|style|link|meta|form|input|base)\b/i,
    );
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    expect(tag).not.toMatch(
      /\s(href|src|action|formaction|xlink:href)\s*=\s*"\s*(javascript|data|vbscript):/i,
    );
  }
  for (const href of html.matchAll(/\shref="([^"]*)"/g)) {
    expect(href[1]).toMatch(/^(\/(?![/\\])|https?:\/\/|mailto:)/);
  }
}

const corpus: string[] = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "Hello <img src=x onerror=alert(1)> **world**",
  '<a href="javascript:alert(1)">click</a> and **bold**',
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click]( javascript:alert(1) )",
  "[click](&#106;avascript:alert(1))",
  "[click](java\u0000script:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "[click](//evil.example/steal)",
  "![x](javascript:alert(1))",
  "![x](https://tracker.example/pixel.png)",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg onload="alert(1)"><circle/></svg>',
  '<div style="background:url(javascript:alert(1))">x</div> *y*',
  "<details open ontoggle=alert(1)>**x**</details>",
  "```html\n<script>alert(1)</script>\n```",
  "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |",
  "<javascript:alert(1)>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  '<form action="javascript:alert(1)"><input type=submit></form> **x**',
  "> <script>alert(1)</script>",
  "- <b onmouseover=alert(1)>hover</b>",
];

describe("hostile replies render inert", () => {
  it.each(corpus)("%j", (text) => {
    const html = render(text);
    assertInert(html);
  });

  it("drops raw HTML and keeps the markdown around it", () => {
    const html = render("Hello <img src=x onerror=alert(1)> **world**");
    expect(html).toBe("<p>Hello  <strong>world</strong></p>");
  });

  it("shows an image as its words, loading nothing", () => {
    expect(render("![Seating plan](https://tracker.example/pixel.png)")).toBe(
      "<p><span>Seating plan</span></p>",
    );
  });

  it("keeps citations with hostile names and ids as in-app links", () => {
    const hostile: TextAnnotation[] = [
      {
        textToReplace: "【1†source】",
        documentType: "Meeting",
        meetingId: "x)(javascript:alert(1)",
        documentName: "Evil](javascript:alert(1)) <img src=x onerror=alert(1)>",
      },
      {
        textToReplace: "[2†source]",
        documentType: "GovernanceDocument",
        organisationId: '"><script>alert(1)</script>',
        documentVersionId: "javascript:alert(1)",
        documentName: "<script>alert(1)</script>",
      },
    ];
    const html = render("See 【1†source】 and [2†source].", hostile);
    assertInert(html);
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/meeting/x%29%28javascript%3Aalert%281%29",
      "/governance-documents/%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E;doc=javascript%3Aalert%281%29",
    ]);
    expect(html).not.toContain("target=");
  });

  it("opens web links in a new tab without giving the page a handle on Quorate", () => {
    const html = render("[Charities Services](https://www.charities.govt.nz)");
    expect(html).toContain(
      '<a href="https://www.charities.govt.nz" target="_blank" rel="noopener noreferrer">',
    );
  });
});
