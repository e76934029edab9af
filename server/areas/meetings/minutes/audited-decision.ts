/** A decision as the audit log keeps it: without the derived search vector. */
export function auditedDecision<T extends { search?: unknown }>(row: T): Omit<T, "search"> {
  const { search: _derived, ...rest } = row;
  return rest;
}
