/**
 * The form field a server's field error belongs to, by the form's own names for the API's
 * fields. An error inside a rich-text document (a link's address) belongs to the document's
 * field. Null: no field takes it, and it is shown above the form.
 */
export function formFieldFor<F extends string>(
  serverField: string,
  names: Readonly<Record<string, F>>,
): F | null {
  const [name = ""] = serverField.split(".");
  return Object.hasOwn(names, name) ? (names[name] ?? null) : null;
}
