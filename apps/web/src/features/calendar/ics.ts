import { format } from 'date-fns';
import type { CalendarEntry, ShiftState } from './calendar-entries';

// Dates are Europe/Brussels local time (docs/decisions/api-conventions.md), so the file says so and carries the zone's rules.
const BRUSSELS_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Brussels',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const local = (date: Date) => format(date, "yyyyMMdd'T'HHmmss");

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const SUMMARY_SUFFIX: Partial<Record<ShiftState, string>> = {
  pending: ' (in afwachting)',
  completed: ' (voltooid)',
};

/** An iCalendar file of the user's jobs (spec 001 §2: 'Agenda Exporteren'); cancelled and missed shifts stay out. */
export function buildIcs(entries: CalendarEntry[], now = new Date()): string {
  const stamp = `${format(new Date(now.getTime() + now.getTimezoneOffset() * 60_000), "yyyyMMdd'T'HHmmss")}Z`;
  const shifts = entries.filter((entry) => entry.shiftState !== 'cancelled' && entry.shiftState !== 'noShow');
  const events = shifts.flatMap((entry) => [
    'BEGIN:VEVENT',
    `UID:${entry.id}@jobbel.be`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=Europe/Brussels:${local(entry.start)}`,
    `DTEND;TZID=Europe/Brussels:${local(entry.end)}`,
    `SUMMARY:${escapeText(entry.title + (entry.shiftState ? (SUMMARY_SUFFIX[entry.shiftState] ?? '') : ''))}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    `STATUS:${entry.shiftState === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jobbel//Mijn Agenda//NL',
    'CALSCALE:GREGORIAN',
    ...BRUSSELS_TIMEZONE,
    ...events,
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}

export function downloadIcs(entries: CalendarEntry[]) {
  const url = URL.createObjectURL(new Blob([buildIcs(entries)], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'jobbel-agenda.ics' });
  link.click();
  URL.revokeObjectURL(url);
}
