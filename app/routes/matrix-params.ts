/**
 * The old app addressed some pages with Angular matrix params, e.g.
 * `governance-documents/<orgId>;doc=<versionId>` or `between-meetings/<orgId>;reports`.
 * Citation links still use them, so the id segment is split here.
 */
export type MatrixSegment = { id: string; params: Record<string, string> };

export function splitMatrixParams(segment: string): MatrixSegment {
  const [id = "", ...rest] = segment.split(";");
  const params: Record<string, string> = {};
  for (const part of rest) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    if (eq < 0) params[part] = "";
    else params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { id, params };
}
