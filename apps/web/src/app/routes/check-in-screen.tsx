import { Link, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { paths } from '../../config/paths';
import { CodeScreen } from '../../features/check-in/components/code-screen';
import { NoShowNow } from '../../features/shifts/components/no-show-now';
import { t } from '../../lib/i18n';

/** The venue's screen of one job, full-screen for a tablet on the bar: no menus, the code and who is in. */
export function CheckInScreenRoute() {
  const jobID = Number(useParams().id);
  return (
    <PageWrapper standalone className="min-h-screen space-y-4 bg-slate-100 px-4 py-4 sm:px-8">
      <Link to={paths.employerDashboard.href()} className="text-sm font-semibold text-brand-700 underline">
        {t('web.checkIn.screen.back')}
      </Link>
      <CodeScreen
        jobID={jobID}
        renderNoShow={(applicationID, done) => <NoShowNow applicationID={applicationID} onDone={done} />}
      />
    </PageWrapper>
  );
}
