// The calendar's year controls (spec section 9): the dropdown lists the current year minus 10 to
// plus 5; a year typed in is accepted from 100 years before to 10 years after the current year,
// and anything else is ignored.

export function calendarYearOptions(currentYear: number): number[] {
  return Array.from({ length: 16 }, (_, i) => currentYear - 10 + i);
}

/** The typed year when it is a whole number within the limits, else null (ignored). */
export function acceptCustomYear(input: string | number, currentYear: number): number | null {
  const text = String(input).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const year = Number(text);
  return year >= currentYear - 100 && year <= currentYear + 10 ? year : null;
}
