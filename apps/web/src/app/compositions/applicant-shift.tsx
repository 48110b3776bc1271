import type { RenderApplicantShift } from '../../features/applications/components/applicants-dialog';
import { BusinessShiftPanel } from '../../features/shifts/components/business-shift-panel';
import { WorkerRecordLine } from '../../features/shifts/components/worker-record-line';

/** In the applicants dialog: each applicant's record, then what the business can do with the shift. */
export const renderApplicantShift: RenderApplicantShift = (application, refresh) => (
  <>
    {application.applicant && <WorkerRecordLine record={application.applicant.applicantRecord} />}
    <BusinessShiftPanel
      application={application}
      workerName={application.applicant?.userFirstName ?? ''}
      onChanged={refresh}
    />
  </>
);
