import { format, isValid, parse } from 'date-fns';
import { nl } from 'date-fns/locale';

/** Parses the API's 'YYYY-MM-DD HH:MM:SS' (Europe/Brussels local time) into a Date. */
export function parseApiDateTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const parsed = parse(
    value.slice(0, 19),
    value.length > 10 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd',
    new Date(),
  );
  return isValid(parsed) ? parsed : undefined;
}

export function formatDutch(date: Date, pattern: string): string {
  return format(date, pattern, { locale: nl });
}

export function toApiDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
