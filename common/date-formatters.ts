/**
 * Building an Intl.DateTimeFormat costs ~0.3 ms here (measured by the bench); formatting with
 * a built one ~0.02 ms. Zones and option sets in use are few, so each formatter is built
 * once and kept for the life of the process.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
