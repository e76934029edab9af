/** A citation in an assistant reply (spec §3 "Text annotation"). */
export type TextAnnotation = {
  textToReplace: string;
  /**
   * Meeting and GovernanceDocument are the spec's; a record made outside any meeting (a flying
   * minute's decision, an action added on its own) is cited by the list that holds it:
   * DecisionRegister or ActionList, with its organisationId.
   */
  documentType:
    | "Meeting"
    | "GovernanceDocument"
    | "DecisionRegister"
    | "ActionList"
    | (string & {});
  meetingId?: string | null;
  organisationId?: string | null;
  documentVersionId?: string | null;
  documentName: string;
};

/** A bracketed span, square or lenticular brackets, holding a dagger: [1†source] or 【4:0†source】. */
const markerPattern = /[[【][^[\]【】\n]*†[^[\]【】\n]*[\]】]/g;
const openingFence = /^[ \t]*```[\w+-]*[ \t]*$/gm;
const closingFenceAtEnd = /```[ \t]*\s*$/;

/** Ids go into link targets: parentheses are encoded too, so a target cannot end early. */
function pathPart(value: string): string {
  return encodeURIComponent(value).replace(/[()]/g, (c) => (c === "(" ? "%28" : "%29"));
}

/** Where a citation opens, relative to the app's base address (spec §2). */
export function citationHref(annotation: TextAnnotation, base: string): string {
  const root = base.replace(/\/+$/, "");
  if (annotation.documentType === "Meeting" && annotation.meetingId)
    return `${root}/meeting/${pathPart(annotation.meetingId)}`;
  if (
    annotation.documentType === "GovernanceDocument" &&
    annotation.organisationId &&
    annotation.documentVersionId
  )
    return `${root}/governance-documents/${pathPart(annotation.organisationId)};doc=${pathPart(annotation.documentVersionId)}`;
  if (annotation.documentType === "DecisionRegister" && annotation.organisationId)
    return `${root}/decision-register/${pathPart(annotation.organisationId)}`;
  if (annotation.documentType === "ActionList" && annotation.organisationId)
    return `${root}/action-items/${pathPart(annotation.organisationId)}`;
  return root === "" ? "/" : root;
}

/** A link label that cannot end the link early or smuggle markup. */
function label(name: string): string {
  return name.replace(/[\\[\]<>`*_]/g, (c) => `\\${c}`).trim() || "source";
}

/**
 * Turns an assistant reply into the markdown shown: known markers become links labelled with
 * the document's name, unknown markers disappear, and code fences the model wraps its answer in
 * are taken off (opening lines anywhere, a closing fence only at the end).
 */
export function rewriteCitations(
  text: string,
  annotations: readonly TextAnnotation[] | null | undefined,
  base: string,
): string {
  const byMarker = new Map((annotations ?? []).map((a) => [a.textToReplace, a]));
  return text
    .replace(markerPattern, (marker) => {
      const annotation = byMarker.get(marker);
      return annotation
        ? `[${label(annotation.documentName)}](${citationHref(annotation, base)})`
        : "";
    })
    .replace(openingFence, "")
    .replace(closingFenceAtEnd, "");
}
