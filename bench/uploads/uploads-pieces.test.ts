import { describe, expect, it } from "vitest";
import { multipartFrame } from "./multipart-frame.js";
import { pdfShapedChunks } from "./pdf-shaped-file.js";
import type { UploadTiming } from "./post-upload.js";
import { median, roundFigures, streamingVerdict } from "./upload-figures.js";

const timing = (bytes: number, ms: number): UploadTiming => ({
  bytes,
  ms,
  answerAfterSentMs: 10,
  status: 201,
  body: "{}",
});

describe("the uploads bench's pieces", () => {
  it("frame a PDF-shaped file of the exact size as multipart a standard parser reads", async () => {
    const bytes = Buffer.concat([...pdfShapedChunks(1000, Buffer.from("0123456789abcdefghi"))]);
    expect(bytes.length).toBe(1000);
    expect(bytes.subarray(0, 9).toString()).toBe("%PDF-1.7\n");
    expect(bytes.subarray(-7).toString()).toBe("\n%%EOF\n");
    const frame = multipartFrame(
      "----bench-b0undary",
      "file",
      'Paper "one".pdf',
      "application/pdf",
    );
    const body = Buffer.concat([frame.head, bytes, frame.tail]);
    const form = await new Response(body, {
      headers: { "content-type": frame.contentType },
    }).formData();
    const file = form.get("file");
    expect(file).toBeInstanceOf(File);
    if (!(file instanceof File)) return;
    expect(file.name).toBe('Paper "one".pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuse a size too small to hold the markers", () => {
    expect(() => [...pdfShapedChunks(10, Buffer.from("x"))]).toThrow(/at least 16 bytes/);
  });

  it("take the median of an even count as the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("count overall throughput over the wall time and each file over its own", () => {
    const mib = 1_048_576;
    const round = roundFigures(
      [timing(50 * mib, 1000), timing(50 * mib, 2000)],
      2000,
      [100, 102, 101],
      [101, 130, 120],
    );
    expect(round.overallMiBps).toBe(50);
    expect(round.medianFileMiBps).toBe(37.5);
    expect(round.fileMiB).toBe(50);
    expect(round.rss).toEqual({ baselineMiB: 101, peakMiB: 130, samples: 3 });
    expect(streamingVerdict(round)).toMatch(/: met — peak − before 29 MiB/);
    const held = { ...round, rss: { ...round.rss, peakMiB: 160 } };
    expect(streamingVerdict(held)).toMatch(/: MISSED —/);
    expect(
      streamingVerdict({
        ...round,
        rss: { baselineMiB: Number.NaN, peakMiB: Number.NaN, samples: 0 },
      }),
    ).toMatch(/NOT MEASURED/);
  });
});
