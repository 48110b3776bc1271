import { jobFormValuesOf } from '@jobbel/shared/jobs/job-form.schemas';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useJob } from '../../features/jobs/api/get-job';
import {
  NoBusinessProfilePanel,
  NotABusinessPanel,
  NotYourJobPanel,
} from '../../features/jobs/components/employer-dashboard-states';
import { JobForm } from '../../features/jobs/components/job-form';
import { JobFormPage } from '../../features/jobs/components/job-form-page';
import { useSaveJobAndReturn } from '../../features/jobs/use-save-job-and-return';
import { TownField } from '../../features/places/components/town-field';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** spec 001 §2: /jobs/create; a business without a profile is told first, not after filling it in. */
export function JobCreateRoute() {
  const navigate = useNavigate();
  const submit = useSaveJobAndReturn();
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const ownBusiness = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  if (profile.data && !isBusiness) return <NotABusinessPanel />;
  if (profile.isPending || (isBusiness && ownBusiness.isPending))
    return <Spinner label={t('web.common.loading')} />;
  if (isBusiness && ownBusiness.data === null) return <NoBusinessProfilePanel />;
  return (
    <JobFormPage title={t('web.jobForm.routes.postANewJob')}>
      <JobForm
        mode="create"
        onSubmit={submit}
        onCancel={() => navigate(paths.employerDashboard.href())}
        renderTownField={(field) => <TownField {...field} />}
      />
    </JobFormPage>
  );
}

/** spec 001 §2: /jobs/{id}/edit; the job keeps its status. */
export function JobEditRoute() {
  const navigate = useNavigate();
  const jobID = Number(useParams().id);
  const job = useJob(jobID);
  const save = useSaveJobAndReturn(jobID);
  const back = () => navigate(paths.employerDashboard.href());
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const ownBusiness = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);

  if (job.isPending || (isBusiness && ownBusiness.isPending))
    return <Spinner label={t('web.common.loading')} />;
  if (job.isError) {
    return (
      <JobFormPage title={t('web.jobForm.routes.editJob')}>
        <p className="text-slate-700">
          {job.error instanceof ApiError && job.error.code === 'not_found'
            ? t('web.jobForm.routes.jobNotFound')
            : t('web.jobForm.routes.failedToLoadJobData')}
        </p>
        <Button className="mt-4" onClick={back}>
          {t('web.common.backToDashboard')}
        </Button>
      </JobFormPage>
    );
  }
  // the server refuses the save too; the form is not shown to someone who could never save it
  const mayEdit =
    profile.data?.account_type === 'admin' || ownBusiness.data?.businessID === job.data.jobBusinessID;
  if (!mayEdit) return <NotYourJobPanel jobID={jobID} />;
  return (
    <JobFormPage title={t('web.jobForm.routes.editJob')}>
      <JobForm
        mode="edit"
        initial={jobFormValuesOf(job.data)}
        onSubmit={save}
        onCancel={back}
        renderTownField={(field) => <TownField {...field} />}
      />
    </JobFormPage>
  );
}
