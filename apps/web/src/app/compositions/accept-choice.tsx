import type { RenderAcceptChoice } from '../../features/applications/components/applicants-dialog';
import { EngagementChoice } from '../../features/engagements/components/engagement-choice';

/** In the applicants dialog: accepting asks under which regime, with what the law says of each. */
export const renderAcceptChoice: RenderAcceptChoice = (application, accept, cancel) => (
  <EngagementChoice
    applicationID={application.jobApplicationID}
    workerName={application.applicant?.userFirstName ?? ''}
    onAccept={accept}
    onCancel={cancel}
  />
);
