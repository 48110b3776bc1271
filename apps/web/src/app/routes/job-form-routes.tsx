import { jobFormValuesOf } from '@jobbel/shared/jobs/job-form.schemas';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useJob } from '../../features/jobs/api/get-job';
import { JobForm } from '../../features/jobs/components/job-form';
import { JobFormPage } from '../../features/jobs/components/job-form-page';
import { useSaveJobAndReturn } from '../../features/jobs/use-save-job-and-return';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** spec 001 §2: /jobs/create. */
export function JobCreateRoute() {
  const navigate = useNavigate();
  const submit = useSaveJobAndReturn();
  return (
    <JobFormPage title={t('web.screens.jobFormRoutes.postANewJob')}>
      <JobForm mode="create" onSubmit={submit} onCancel={() => navigate(paths.employerDashboard.href())} />
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

  if (job.isPending) return <Spinner label={t('web.common.loading')} />;
  if (job.isError) {
    return (
      <JobFormPage title={t('web.screens.jobFormRoutes.editJob')}>
        <p className="text-slate-700">
          {job.error instanceof ApiError && job.error.code === 'not_found'
            ? t('web.screens.jobFormRoutes.jobNotFound')
            : t('web.screens.jobFormRoutes.failedToLoadJobData')}
        </p>
        <Button className="mt-4" onClick={back}>
          {t('web.common.backToDashboard')}
        </Button>
      </JobFormPage>
    );
  }
  return (
    <JobFormPage title={t('web.screens.jobFormRoutes.editJob')}>
      <JobForm mode="edit" initial={jobFormValuesOf(job.data)} onSubmit={save} onCancel={back} />
    </JobFormPage>
  );
}
