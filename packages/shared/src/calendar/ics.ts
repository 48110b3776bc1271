/** One event of an iCalendar file; times are Europe/Brussels local date-times as the API sends them. */
export interface IcsEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string | null;
  description?: string;
  tentative: boolean;
}

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

/** '2030-03-30 08:00:00' (or with a T, without seconds) → '20300330T080000' */
function localDateTime(value: string): string {
  const [date = '', time = ''] = value.split(/[ T]/);
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${date.replace(/-/g, '')}T${hours}${minutes}${seconds.slice(0, 2)}`;
}

const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Octets of a text in UTF-8 (this package runs where neither TextEncoder nor Buffer is declared). */
function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (utf8Length(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file (RFC 5545): the one-off export and the subscribed feed are the same text. */
export function buildIcs(events: IcsEvent[], options: { name: string; now: Date }): string {
  const stamp = utcStamp(options.now);
  const lines = events.flatMap((event) => [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=Europe/Brussels:${localDateTime(event.start)}`,
    `DTEND;TZID=Europe/Brussels:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jobbel//Mijn Agenda//NL',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Brussels',
    ...BRUSSELS_TIMEZONE,
    ...lines,
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}
