import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media-url';
import { StatusBadge } from './status-badge';

const MAX_SKILLS = 5;

// spec 001 §9: en-US dates in the applicants dialog
function appliedOn(value: string) {
  const date = parseApiDateTime(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : t('web.common.dateUnknown');
}

export function ApplicantRow({
  application,
  onDecide,
  deciding,
  children,
}: {
  application: JobApplication & { skills?: string[] };
  onDecide: (status: 'accepted' | 'rejected') => void;
  deciding: boolean;
  /** the applicant's record and the shift after 'accepted' (features/shifts), composed by the screen */
  children?: ReactNode;
}) {
  const applicant = application.applicant;
  const name = !application.jobApplicationUserID
    ? t('web.applications.applicantsDialog.unknownApplicant')
    : applicant
      ? `${applicant.userFirstName} ${applicant.userLastName}`
      : t('web.applications.applicantsDialog.profileUnavailable');
  const skills = application.applicant?.skills ?? [];
  const avatar = mediaUrl(applicant?.userAvatar);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4" data-testid="applicant">
      <div className="flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="" className="h-10 w-10 rounded-full object-cover" />
        ) : (
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
            {name[0]}
          </span>
        )}
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-xs text-slate-500">
            {t('web.applications.applicantsDialog.appliedOn', {
              date: appliedOn(application.jobApplicationDateTime),
            })}
          </p>
        </div>
        <StatusBadge status={application.jobApplicationStatus} />
      </div>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('web.applications.applicantsDialog.email')}</dt>
          <dd>
            {applicant
              ? applicant.userEmail || t('web.applications.applicantsDialog.notProvided')
              : t('web.applications.applicantsDialog.notAvailable')}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('web.common.phone')}</dt>
          <dd>
            {applicant
              ? applicant.userPhoneNumber || t('web.applications.applicantsDialog.notProvided')
              : t('web.applications.applicantsDialog.notAvailable')}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">
        {applicant
          ? applicant.userBio || t('web.applications.applicantsDialog.noBioAvailable')
          : t('web.applications.applicantsDialog.profileCouldNotBeLoaded')}
      </p>
      {skills.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {skills.slice(0, MAX_SKILLS).map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
              {skill}
            </li>
          ))}
          {skills.length > MAX_SKILLS && (
            <li className="px-1 text-xs text-slate-500">
              {t('web.applications.applicantsDialog.more', { count: skills.length - MAX_SKILLS })}
            </li>
          )}
        </ul>
      )}
      {children}
      <div className="flex flex-wrap gap-2 pt-1">
        {application.jobApplicationUserID ? (
          <Link
            to={paths.profile.href(application.jobApplicationUserID)}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('web.applications.applicantsDialog.viewProfile')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() =>
              showToast({
                type: 'warning',
                message: t('web.applications.applicantsDialog.noProfile'),
              })
            }
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700"
          >
            {t('web.applications.applicantsDialog.viewProfile')}
          </button>
        )}
        {application.jobApplicationStatus === 'pending' && (
          <>
            <Button className="px-3 py-1.5" disabled={deciding} onClick={() => onDecide('accepted')}>
              {t('web.applications.applicantsDialog.accept')}
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={deciding}
              onClick={() => onDecide('rejected')}
            >
              {t('web.applications.applicantsDialog.reject')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
