import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { type ReactNode, useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Modal } from '../../../components/ui/modal';
import { MoreButton } from '../../../components/ui/more-button';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useDecideApplication, useJobApplications } from '../api/job-applications';
import { ApplicantRow } from './applicant-row';

/** spec 001 §2, applicants dialog; Accept and Reject are wired (docs/decisions/who-may-do-what.md). */
export type RenderApplicantShift = (application: JobApplication, refresh: () => unknown) => ReactNode;
/** Accepting asks under which regime first (features/engagements), composed by the screen. */
export type RenderAcceptChoice = (
  application: JobApplication,
  accept: (regime: Regime) => Promise<unknown>,
  cancel: () => void,
) => ReactNode;

export function ApplicantsDialog({
  job,
  onClose,
  renderShift,
  renderAccept,
}: {
  job: Job;
  onClose: () => void;
  /** each applicant's record and shift steps (features/shifts), composed by the screen */
  renderShift?: RenderApplicantShift;
  renderAccept?: RenderAcceptChoice;
}) {
  const applications = useJobApplications(job.jobID);
  const decide = useDecideApplication(job.jobID);
  const [choosingFor, setChoosingFor] = useState<number | null>(null);
  const toastDecided = (status: 'accepted' | 'rejected') =>
    showToast({
      type: 'success',
      message:
        status === 'accepted'
          ? t('web.applications.applicantsDialog.applicationAccepted')
          : t('web.applications.applicantsDialog.applicationRejected'),
    });
  const start = parseApiDateTime(job.jobStartDateTime);
  return (
    <Modal title={job.jobTitle} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">
        {job.jobLocation} ·{' '}
        {start
          ? start.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
          : t('web.common.dateToBeDecided')}
      </p>
      {applications.isPending && <Spinner label={t('web.common.loading')} />}
      {applications.isError && (
        <p className="text-sm text-red-700">
          {t('web.applications.applicantsDialog.failedToLoadApplications')}
        </p>
      )}
      {applications.applications?.length === 0 && (
        <div className="py-8 text-center">
          <p className="font-semibold text-slate-900">{t('web.applications.applicantsDialog.none')}</p>
          <p className="text-sm text-slate-600">{t('web.applications.applicantsDialog.noneHint')}</p>
        </div>
      )}
      {applications.applications && applications.applications.length > 0 && (
        <>
          <h3 className="mb-3 font-semibold text-slate-900">
            {t('web.applications.applicantsDialog.title', { count: applications.total })}
          </h3>
          <ul className="space-y-3">
            {applications.applications.map((application) => (
              <ApplicantRow
                key={application.jobApplicationID}
                application={application}
                deciding={decide.isPending}
                onDecide={(status) =>
                  status === 'accepted' && renderAccept
                    ? setChoosingFor(application.jobApplicationID)
                    : decide.mutate(
                        { id: application.jobApplicationID, status },
                        { onSuccess: () => toastDecided(status) },
                      )
                }
              >
                {choosingFor === application.jobApplicationID &&
                  renderAccept?.(
                    application,
                    async (regime) => {
                      await decide.mutateAsync({
                        id: application.jobApplicationID,
                        status: 'accepted',
                        regime,
                      });
                      setChoosingFor(null);
                      toastDecided('accepted');
                    },
                    () => setChoosingFor(null),
                  )}
                {renderShift?.(application, () => applications.refetch())}
              </ApplicantRow>
            ))}
          </ul>
          <MoreButton
            list={applications}
            label={t('web.applications.applicantsDialog.loadMore')}
            className="mt-4 w-full"
          />
        </>
      )}
    </Modal>
  );
}
