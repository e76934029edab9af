import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/translate.js";
import { type DocumentMatch, matchesInPages } from "./find-in-text.js";
import type { PDFDocumentProxy } from "./pdfjs.js";

/**
 * Finding words in a PDF: every page's text is read once, the first time something is looked
 * for; matches are counted across the document and one of them is the current one.
 */
export function useFindInDocument(pdf: PDFDocumentProxy) {
  const { t } = useTranslation();
  const [query, setQueryText] = useState("");
  const [words] = useDebouncedValue(query.trim(), 250);
  const [texts, setTexts] = useState<string[][] | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!words || texts) return;
    let cancelled = false;
    void (async () => {
      const all: string[][] = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const content = await (await pdf.getPage(number)).getTextContent();
        if (cancelled) return;
        all.push(content.items.flatMap((item) => ("str" in item ? [item.str] : [])));
      }
      setTexts(all);
    })();
    return () => {
      cancelled = true;
    };
  }, [words, texts, pdf]);

  const matches = useMemo(
    () => (texts && words ? matchesInPages(texts, words) : []),
    [texts, words],
  );
  const byPage = useMemo(() => {
    const map = new Map<number, DocumentMatch[]>();
    for (const match of matches) map.set(match.page, [...(map.get(match.page) ?? []), match]);
    return map;
  }, [matches]);

  const status = !words
    ? ""
    : texts === null
      ? t("viewer.searching")
      : matches.length === 0
        ? t("viewer.noMatches")
        : t("viewer.matchOf", { current: active + 1, total: matches.length });

  return {
    query,
    setQuery: (text: string) => {
      setQueryText(text);
      setActive(0);
    },
    matches,
    byPage,
    activeMatch: matches[active] ?? null,
    status,
    step: (by: 1 | -1) => {
      if (matches.length) setActive((index) => (index + by + matches.length) % matches.length);
    },
  };
}
