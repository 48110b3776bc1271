import type { PresenceCheckDto } from '@jobbel/shared/check-in/check-in.schemas';
import { labelOf, t } from '../../../lib/i18n';

const time = (dateTime: string) => dateTime.slice(11, 16);

/** A shift's presence log as both sides read it: each record, how, by whom, why and how far away. */
export function PresenceLogList({ checks }: { checks: readonly PresenceCheckDto[] }) {
  return (
    <section aria-label={t('web.checkIn.log.title')} className="space-y-1">
      <h3 className="text-sm font-semibold text-slate-900">{t('web.checkIn.log.title')}</h3>
      {checks.length === 0 ? (
        <p className="text-sm text-slate-600">{t('web.checkIn.log.empty')}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-700">
          {checks.map((check) => (
            <li key={check.checkID}>
              {t('web.checkIn.log.line', {
                kind: labelOf('web.checkIn.kinds', check.checkKind),
                time: time(check.checkedAt),
                method: labelOf('web.checkIn.methods', check.checkMethod),
                name: check.recordedByName,
              })}
              {check.distanceMetres !== null && (
                <span className="text-slate-500">
                  {' '}
                  · {t('web.checkIn.log.distance', { metres: check.distanceMetres })}
                </span>
              )}
              {check.reason && (
                <span className="block text-slate-500">
                  {t('web.checkIn.log.reason', { reason: check.reason })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
