import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useInszDisclosures } from '../api/dimona';

/** Privacy: each time a business was shown her national register number, and why. */
export function InszDisclosures() {
  const disclosures = useInszDisclosures();
  return (
    <section
      aria-labelledby="insz-disclosures-title"
      className="mt-8 space-y-2"
      data-testid="insz-disclosures"
    >
      <h2 id="insz-disclosures-title" className="text-lg font-bold text-slate-900">
        {t('web.engagements.privacy.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('web.engagements.privacy.intro')}</p>
      {disclosures.isPending && <Spinner label={t('web.common.loading')} />}
      {disclosures.isError && (
        <ErrorBox message={t('web.engagements.privacy.loadFailed')} cause={disclosures.error} />
      )}
      {disclosures.data?.length === 0 && (
        <p className="text-sm text-slate-500">{t('web.engagements.privacy.empty')}</p>
      )}
      {disclosures.data && disclosures.data.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm">
          {disclosures.data.map((disclosure) => (
            <li key={disclosure.id} className="py-2">
              <span className="font-medium text-slate-900">{disclosure.businessName}</span>{' '}
              {t(`web.engagements.privacy.purposes.${disclosure.purpose}`)}
              {disclosure.jobTitle &&
                disclosure.shiftStart &&
                ` ${t('web.engagements.privacy.forShift', {
                  title: disclosure.jobTitle,
                  date: formatDate(parseApiDateTime(disclosure.shiftStart)!, t('web.common.dateFormat')),
                })}`}{' '}
              · {formatDate(parseApiDateTime(disclosure.dateTime)!, t('web.common.dateTimeFormat'))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
