import { PDFArray, type PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from "pdf-lib";

export type OutlineEntry = { title: string; page: PDFRef };

/**
 * pdf-lib has no bookmark API, so the outline is written as raw objects: a
 * flat list of items under one /Outlines root, each linked to its neighbours
 * (/Prev, /Next) and opening its page at "fit page" zoom (/Fit).
 */
export function addOutline(doc: PDFDocument, entries: OutlineEntry[]): void {
  if (entries.length === 0) return;
  const { context } = doc;
  const rootRef = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item = context.obj({});
    // A hex string with a byte-order mark keeps te reo Māori macrons in bookmark titles.
    item.set(PDFName.of("Title"), PDFHexString.fromText(entry.title));
    item.set(PDFName.of("Parent"), rootRef);
    const prev = refs[index - 1];
    const next = refs[index + 1];
    if (prev) item.set(PDFName.of("Prev"), prev);
    if (next) item.set(PDFName.of("Next"), next);
    const dest = PDFArray.withContext(context);
    dest.push(entry.page);
    dest.push(PDFName.of("Fit"));
    item.set(PDFName.of("Dest"), dest);
    const ref = refs[index];
    if (ref) context.assign(ref, item);
  });
  const root = context.obj({});
  root.set(PDFName.of("Type"), PDFName.of("Outlines"));
  const first = refs[0];
  const last = refs[refs.length - 1];
  if (first) root.set(PDFName.of("First"), first);
  if (last) root.set(PDFName.of("Last"), last);
  root.set(PDFName.of("Count"), PDFNumber.of(entries.length));
  context.assign(rootRef, root);
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
  // Opens the bookmarks panel so readers see the pack's structure straight away.
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
