import { describe, expect, it } from "vitest";
import type { MessagePart } from "../../../common/contracts/assistant-hub.js";
import { messageText } from "./message-text.js";
import { replyDisplay } from "./reply-display.js";
import { replyLink, safeReplyUrl } from "./reply-links.js";

const meetingCitation = {
  textToReplace: "【4:0†source】",
  documentType: "Meeting",
  meetingId: "m-1",
  organisationId: "o-1",
  documentName: "March Board Meeting",
};

function part(text: string, textAnnotations: MessagePart["textAnnotations"] = []): MessagePart {
  return { text, textAnnotations };
}

describe("how a message is shown", () => {
  it("shows plain words as plain text", () => {
    expect(replyDisplay("Assistant", part("The next meeting is on 3 March."))).toEqual({
      markdown: false,
      text: "The next meeting is on 3 March.",
    });
  });

  it("shows markdown as markdown", () => {
    expect(replyDisplay("Assistant", part("**Next meeting**: 3 March")).markdown).toBe(true);
    expect(replyDisplay("User", part("- one\n- two")).markdown).toBe(true);
  });

  it("turns a citation into an in-app link, which makes the reply markdown", () => {
    const shown = replyDisplay(
      "Assistant",
      part("It is on 3 March 【4:0†source】.", [meetingCitation]),
    );
    expect(shown).toEqual({
      markdown: true,
      text: "It is on 3 March [March Board Meeting](/meeting/m-1).",
    });
    expect(replyLink("/meeting/m-1")).toEqual({ kind: "inApp", path: "/meeting/m-1" });
  });

  it("removes a marker nobody annotated, and leaves a question's words alone", () => {
    expect(replyDisplay("Assistant", part("Yes [2†source].")).text).toBe("Yes .");
    expect(replyDisplay("User", part("What does [2†source] mean?")).text).toBe(
      "What does [2†source] mean?",
    );
  });

  it("opens a governance document citation inside the app", () => {
    const shown = replyDisplay(
      "Assistant",
      part("See [1†source]", [
        {
          textToReplace: "[1†source]",
          documentType: "GovernanceDocument",
          organisationId: "o-1",
          documentVersionId: "v-2",
          documentName: "Charter",
        },
      ]),
    );
    expect(shown.text).toBe("See [Charter](/governance-documents/o-1;doc=v-2)");
    expect(replyLink("/governance-documents/o-1;doc=v-2").kind).toBe("inApp");
  });

  it("joins a message's parts, keeping each part's citations", () => {
    const joined = messageText({
      content: [part("First 【4:0†source】", [meetingCitation]), part("Second")],
    });
    expect(joined).toEqual({
      text: "First 【4:0†source】\n\nSecond",
      textAnnotations: [meetingCitation],
    });
  });
});

describe("links in replies", () => {
  it.each([
    ["/meeting/m-1", "inApp"],
    ["https://example.org/a", "external"],
    ["mailto:secretary@example.org", "external"],
    ["javascript:alert(1)", "none"],
    [" JavaScript:alert(1)", "none"],
    ["data:text/html;base64,PHNjcmlwdD4=", "none"],
    ["vbscript:msgbox(1)", "none"],
    ["//evil.example/x", "none"],
    ["/\\evil.example/x", "none"],
    ["", "none"],
  ])("%j is %s", (href, kind) => expect(replyLink(href).kind).toBe(kind));

  it("empties an unsafe address for the markdown renderer", () => {
    expect(safeReplyUrl("javascript:alert(1)")).toBe("");
    expect(safeReplyUrl("/meeting/m-1")).toBe("/meeting/m-1");
  });
});
