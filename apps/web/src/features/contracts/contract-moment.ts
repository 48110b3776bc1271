import { formatDate, parseApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

/** A stored moment as a contract's reader reads it: '4 maart 2030 om 18:00'. */
export function contractMoment(dateTime: string): string {
  const date = parseApiDateTime(dateTime);
  return date ? formatDate(date, t('web.contracts.momentPattern')) : dateTime;
}
