const brusselsFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** docs/decisions/api-conventions.md: date-times travel as 'YYYY-MM-DD HH:MM:SS' in Europe/Brussels local time. */
export function toBrusselsDateTime(date: Date): string {
  return brusselsFormat.format(date);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
