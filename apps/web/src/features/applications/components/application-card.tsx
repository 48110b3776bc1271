import type { Application } from '@jobbel/shared/applications/application.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BusinessLink } from '../../../components/business-link';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import { StatusBadge } from './status-badge';

interface ApplicationCardProps {
  application: Application;
  onWithdraw?: () => void;
  withdrawing?: boolean;
  /** what happens after 'accepted' (features/shifts), composed by the screen */
  children?: ReactNode;
}

/** One application; when its job is gone it still shows what it knew (spec 001 §8). */
/** An invitation is dated as one: the worker did not apply. */
export const dateLabelOf = (status: Application['jobApplicationStatus']) =>
  status === 'invited'
    ? t('web.applications.applicationCard.invitedOn')
    : t('web.applications.applicationCard.appliedOn');

export function ApplicationCard({ application, onWithdraw, withdrawing, children }: ApplicationCardProps) {
  const appliedOn = parseApiDateTime(application.jobApplicationDateTime);
  const start = parseApiDateTime(application.jobStartDateTime);
  const end = parseApiDateTime(application.jobEndDateTime);
  const breakMinutes = application.jobBreakMinutes;
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="application-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{application.jobTitle}</h2>
        <StatusBadge status={application.jobApplicationStatus} />
      </div>
      <BusinessLink
        accountID={application.companyAccountID}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {application.companyName ??
          t('web.common.businessFallbackName', { jobBusinessID: application.jobBusinessID })}
      </BusinessLink>
      <dl className="grid grid-cols-2 gap-2 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('web.common.place')}</dt>
          <Icon name="pin" className="h-4 w-4 text-slate-400" />
          <dd>{application.jobPlaceAddress ?? application.jobLocation ?? '–'}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('web.common.wage')}</dt>
          <dd className="font-semibold text-brand-700">
            {application.jobWagePerHour === null
              ? t('web.common.onRequest')
              : t('web.common.money.perHour', { wage: formatEuro(application.jobWagePerHour) })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{dateLabelOf(application.jobApplicationStatus)}</dt>
          <dd>
            {appliedOn ? formatDate(appliedOn, t('web.common.dateFormat')) : t('web.common.dateUnknown')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('web.common.start')}</dt>
          <dd>{start ? formatDate(start, t('web.common.dateTimeFormat')) : '–'}</dd>
        </div>
        {end && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">{t('web.applications.applicationCard.end')}</dt>
            <dd>{formatDate(end, t('web.common.dateTimeFormat'))}</dd>
          </div>
        )}
        {breakMinutes > 0 && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">{t('web.jobs.shiftFacts.break')}</dt>
            <dd>{t('web.jobs.shiftFacts.breakMinutes', { minutes: breakMinutes })}</dd>
          </div>
        )}
      </dl>
      {application.job === null && (
        <p className="text-xs text-slate-500">{t('web.applications.applicationCard.jobGone')}</p>
      )}
      {children}
      <div className="mt-auto flex flex-wrap gap-3">
        {application.job !== null && (
          <Link
            to={paths.job.href(application.jobID)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('web.applications.applicationCard.viewDetails')}
          </Link>
        )}
        {onWithdraw && application.jobApplicationStatus === 'pending' && (
          <ConfirmStep
            label={t('web.applications.applicationCard.withdraw')}
            question={t('web.applications.applicationCard.withdrawQuestion')}
            confirm={t('web.applications.applicationCard.withdrawConfirm')}
            keep={t('web.applications.applicationCard.withdrawKeep')}
            pending={withdrawing ?? false}
            onConfirm={onWithdraw}
          />
        )}
      </div>
    </article>
  );
}
