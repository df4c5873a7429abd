// `Date#toLocaleString(locale, options)` builds a new Intl formatter on every call, and building one
// costs far more than formatting with it. This keeps one per locale and options for the page's
// life, for what en-us-format.ts does not write (another locale, an explicit time zone).

const dateFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string | undefined, options: object) => `${locale ?? ''}|${JSON.stringify(options)}`;

/** A shared `Intl.DateTimeFormat` (the same output as `date.toLocale…String(locale, options)`). */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
