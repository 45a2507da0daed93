const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, made once for each locale and set of options: making one costs far more than using it, and a
 * conversation or a chats list formats a time for every row as it first draws.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
