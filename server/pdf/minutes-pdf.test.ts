import { createHash } from "node:crypto";
import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { helveticaShown, pageContents, type Shown } from "../test/pdf-contents.js";
import { buildMinutesPdf, type MinutesInput, type MinutesItem } from "./minutes-pdf.js";

function item(number: string, title: string, extra: Partial<MinutesItem> = {}): MinutesItem {
  return {
    number,
    title,
    isHeading: false,
    minutes: "",
    decisions: [],
    actions: [],
    conflicts: [],
    ...extra,
  };
}

function minutesInput(items: MinutesItem[], extra: Partial<MinutesInput> = {}): MinutesInput {
  return {
    organisationName: "Riverside Community Trust",
    meetingTitle: "Board Meeting",
    when: "Thursday 3 December 2026, 6:30 pm NZDT",
    location: "Trust office, 12 Wharf Street",
    title: "Minutes",
    attendance: {
      present: ["Aroha Ngata (Chair)", "Mele Tupou", "Sam Lee"],
      apologies: ["Priya Shah"],
      absent: [],
      guests: ["Jo Brown (auditor)"],
    },
    quorum: "Quorum: 3 of 4 present (more than 50 % needed)",
    items,
    confirmation: "Confirmed as presented at the Board Meeting of 4 March 2027.",
    closeTime: "8:42 pm",
    ...extra,
  };
}

const sample = minutesInput([
  item("1", "Governance", { isHeading: true }),
  item("1.1", "Budget 2027", {
    minutes: "The treasurer presented the draft budget.\n\nMembers asked about reserves.",
    conflicts: ["Mele Tupou (supplier relationship)"],
    decisions: [
      {
        title: "Adopt the 2027 budget",
        outcome: "Carried",
        mover: "Sam Lee",
        seconder: "Aroha Ngata",
        text: "That the board adopts the 2027 budget as presented.",
        tally: "carried 2–0 with 1 abstention",
      },
    ],
    actions: [{ description: "Publish the budget", owners: "Sam Lee", due: "20 Dec 2026" }],
  }),
  item("2", "General business", { minutes: "Nothing further was raised." }),
]);

let shown: Shown;
beforeAll(async () => {
  shown = await helveticaShown();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function load(pdf: Uint8Array): Promise<PDFDocument> {
  // updateMetadata: false, or loading would stamp pdf-lib's own producer and dates over ours.
  return PDFDocument.load(pdf, { updateMetadata: false });
}

describe("buildMinutesPdf", () => {
  it("writes the heading, attendance, items, decisions, actions and close", async () => {
    const result = await buildMinutesPdf(sample);
    const doc = await load(result.pdf);
    expect(result.pageCount).toBe(doc.getPageCount());
    expect(doc.getTitle()).toBe("Minutes – Board Meeting");
    expect(doc.getProducer()).toBe("Quorate");
    expect(doc.getCreator()).toBe("Quorate");
    expect(doc.getCreationDate()?.getTime()).toBe(0);
    expect(doc.getModificationDate()?.getTime()).toBe(0);

    const text = pageContents(doc).join("\n");
    for (const bold of ["Minutes", "Present", "Apologies", "In attendance", "Action:"]) {
      expect(text).toContain(shown(bold, "bold"));
    }
    expect(text).not.toContain(shown("Absent", "bold"));
    expect(text).toContain(shown("Aroha Ngata (Chair), Mele Tupou, Sam Lee"));
    expect(text).toContain(shown("Quorum: 3 of 4 present (more than 50 % needed)"));
    expect(text).toContain(shown("Budget 2027", "bold"));
    expect(text).toContain(shown("Members asked about reserves."));
    expect(text).toContain(shown("Conflicts declared:", "bold"));
    expect(text).toContain(shown("Mele Tupou (supplier relationship)"));
    expect(text).toContain(shown("Decision: Adopt the 2027 budget — Carried", "bold"));
    expect(text).toContain(shown("Moved: Sam Lee"));
    expect(text).toContain(shown("Seconded: Aroha Ngata"));
    expect(text).toContain(shown("That the board adopts the 2027 budget as presented."));
    expect(text).toContain(shown("carried 2–0 with 1 abstention"));
    expect(text).toContain(shown("Publish the budget — Sam Lee — due 20 Dec 2026"));
    expect(text).toContain(shown("Meeting closed at 8:42 pm", "bold"));
    expect(text).toContain(shown("Confirmed as presented at the Board Meeting of 4 March 2027."));
    expect(text).toContain(shown(`Page 1 of ${result.pageCount}`));
  });

  it("produces byte-identical output for the same input", async () => {
    // Built under two different clocks: "now" must not leak into the file.
    vi.useFakeTimers({ toFake: ["Date"] });
    const builds: Uint8Array[] = [];
    try {
      vi.setSystemTime(new Date("2026-12-03T07:00:00Z"));
      builds.push((await buildMinutesPdf(sample)).pdf);
      vi.setSystemTime(new Date("2031-06-30T23:59:59Z"));
      builds.push((await buildMinutesPdf(structuredClone(sample))).pdf);
    } finally {
      vi.useRealTimers();
    }
    const [first, second] = builds.map(sha256);
    expect(second).toBe(first);
    const other = await buildMinutesPdf({ ...sample, title: "Draft Minutes" });
    expect(sha256(other.pdf)).not.toBe(first);
  });

  it("flows long minutes over several pages, numbering every page", async () => {
    const paragraph = "The board discussed the report at length and noted the risks. ".repeat(12);
    const long = Array.from({ length: 12 }, () => paragraph).join("\n\n");
    const result = await buildMinutesPdf(minutesInput([item("1", "Strategy", { minutes: long })]));
    const doc = await load(result.pdf);
    expect(result.pageCount).toBeGreaterThan(1);
    expect(result.pageCount).toBe(doc.getPageCount());
    const pages = pageContents(doc);
    pages.forEach((content, i) => {
      expect(content).toContain(shown(`Page ${i + 1} of ${pages.length}`));
    });
    expect(pages[1]).toContain(shown("Minutes – Board Meeting (continued)"));
    expect(pages[pages.length - 1]).toContain(shown("Meeting closed at 8:42 pm", "bold"));
  });

  it("builds a one-page draft with no location, items or confirmation", async () => {
    const input = minutesInput([], { title: "Draft Minutes", location: null, confirmation: null });
    const result = await buildMinutesPdf(input);
    const doc = await load(result.pdf);
    expect(result.pageCount).toBe(1);
    expect(doc.getTitle()).toBe("Draft Minutes – Board Meeting");
    expect(pageContents(doc)[0]).not.toContain(shown("Confirmed as presented"));
  });

  it("never throws on text Helvetica cannot encode", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme" }), fc.string(), async (title, text) => {
        const input = minutesInput(
          [
            item("1", `Whakatau ${title} ā ē ī ō ū 🎉`, {
              minutes: `${text}\n\nMāori: kāinga 🎉\r\n\r\n\t🙂`,
              conflicts: [`Hēmi Tūhoe (${text})`],
              decisions: [
                {
                  title: `Tautoko ${title} 🎉`,
                  outcome: "Carried ✓",
                  mover: "Hēmi Tūhoe",
                  seconder: null,
                  text,
                  tally: null,
                },
              ],
              actions: [{ description: "🙂", owners: "Ōtautahi", due: null }],
            }),
          ],
          { organisationName: "Ōtautahi ✓", meetingTitle: `Hui ${title}` },
        );
        const result = await buildMinutesPdf(input);
        const doc = await load(result.pdf);
        expect(result.pageCount).toBe(doc.getPageCount());
        // The info dictionary is UTF-16, so the title keeps what the Helvetica page had to simplify.
        expect(doc.getTitle()).toBe(`Minutes – Hui ${title}`);
        expect(pageContents(doc).join("\n")).toContain(shown("Moved: Hemi Tuhoe"));
      }),
      { numRuns: 15 },
    );
  });
});
