import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import type { ReactNode } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useDecideApplication, useJobApplications } from '../api/job-applications';
import { ApplicantRow } from './applicant-row';

/** spec 001 §2, applicants dialog; Accept and Reject are wired (docs/decisions/who-may-do-what.md). */
export type RenderApplicantShift = (application: JobApplication, refresh: () => unknown) => ReactNode;

export function ApplicantsDialog({
  job,
  onClose,
  renderShift,
}: {
  job: Job;
  onClose: () => void;
  /** each applicant's record and shift steps (features/shifts), composed by the screen */
  renderShift?: RenderApplicantShift;
}) {
  const applications = useJobApplications(job.jobID);
  const decide = useDecideApplication(job.jobID);
  const start = parseApiDateTime(job.jobStartDateTime);
  return (
    <Modal title={job.jobTitle} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">
        {job.jobLocation} ·{' '}
        {start
          ? start.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
          : t('web.common.dateTbd')}
      </p>
      {applications.isPending && <Spinner label={t('web.common.loading')} />}
      {applications.isError && (
        <p className="text-sm text-red-700">
          {t('web.applications.applicantsDialog.failedToLoadApplications')}
        </p>
      )}
      {applications.data?.length === 0 && (
        <div className="py-8 text-center">
          <p className="font-semibold text-slate-900">
            {t('web.applications.applicantsDialog.noApplicationsYet')}
          </p>
          <p className="text-sm text-slate-600">
            {t('web.applications.applicantsDialog.zodraIemandSolliciteertZieJe')}
          </p>
        </div>
      )}
      {applications.data && applications.data.length > 0 && (
        <>
          <h3 className="mb-3 font-semibold text-slate-900">
            {t('web.applications.applicantsDialog.applications')}
            {applications.data.length})
          </h3>
          <ul className="space-y-3">
            {applications.data.map((application) => (
              <ApplicantRow
                key={application.jobApplicationID}
                application={application}
                deciding={decide.isPending}
                onDecide={(status) =>
                  decide.mutate(
                    { id: application.jobApplicationID, status },
                    {
                      onSuccess: () =>
                        showToast({
                          type: 'success',
                          message:
                            status === 'accepted'
                              ? t('web.applications.applicantsDialog.applicationAccepted')
                              : t('web.applications.applicantsDialog.applicationRejected'),
                        }),
                    },
                  )
                }
              >
                {renderShift?.(application, () => applications.refetch())}
              </ApplicantRow>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
