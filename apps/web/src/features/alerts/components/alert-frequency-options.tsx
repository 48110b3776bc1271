import { ALERT_FREQUENCIES } from '@jobbel/shared/alerts/alert.constants';
import { t } from '../../../lib/i18n';

/** The choices of how often an alert tells, for the save form and the list in Settings alike. */
export function AlertFrequencyOptions() {
  return ALERT_FREQUENCIES.map((frequency) => (
    <option key={frequency} value={frequency}>
      {t(`web.alerts.frequency.${frequency}`)}
    </option>
  ));
}
