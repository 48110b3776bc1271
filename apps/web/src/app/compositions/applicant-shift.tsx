import { WorkerRecordLine } from '../../components/worker-record-line';
import type { RenderApplicantShift } from '../../features/applications/components/applicants-dialog';
import { MessagesToggle } from '../../features/messages/components/messages-toggle';
import { BusinessShiftPanel } from '../../features/shifts/components/business-shift-panel';
import { TeamToggle } from '../../features/team/components/team-toggle';
import { ContractLink } from './contract-link';
import { ShiftPresence } from './shift-presence';

/** In the applicants dialog: each applicant's record, what the business can do with the shift, and the conversation. */
export const renderApplicantShift: RenderApplicantShift = (application, refresh) => (
  <>
    {application.applicant && (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <WorkerRecordLine record={application.applicant.applicantRecord} />
        <TeamToggle userID={application.applicant.userID} inTeam={application.applicant.applicantInTeam} />
      </div>
    )}
    <ContractLink application={application} />
    <ShiftPresence application={application} />
    <BusinessShiftPanel
      application={application}
      workerName={application.applicant?.userFirstName ?? ''}
      onChanged={refresh}
    />
    <MessagesToggle applicationID={application.jobApplicationID} canStart />
  </>
);
