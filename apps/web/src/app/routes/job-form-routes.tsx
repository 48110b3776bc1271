import type { JobPayload } from '@jobbel/shared/jobs/job.schemas';
import { useNavigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useJob } from '../../features/jobs/api/get-job';
import { useSaveJob } from '../../features/jobs/api/save-job';
import { JobForm } from '../../features/jobs/components/job-form';
import { toLocalInput } from '../../features/jobs/job-form-schema';
import { ApiError } from '../../lib/api-client';

function FormPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </PageWrapper>
  );
}

/** Server failures were already shown by the API client; anything else gets the form's own message. */
function reportFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status > 0) return;
  showToast({ type: 'error', message: error instanceof Error && error.message ? error.message : fallback });
}

export function JobCreateRoute() {
  const navigate = useNavigate();
  const save = useSaveJob();
  async function submit(payload: JobPayload) {
    try {
      await save.mutateAsync(payload);
      showToast({ type: 'success', message: 'Job posted successfully!' });
      navigate(paths.employerDashboard.href());
    } catch (error) {
      reportFailure(error, 'Failed to post job. Please try again.');
    }
  }
  return (
    <FormPage title="Post a New Job">
      <JobForm mode="create" onSubmit={submit} onCancel={() => navigate(paths.employerDashboard.href())} />
    </FormPage>
  );
}

export function JobEditRoute() {
  const navigate = useNavigate();
  const jobID = Number(useParams().id);
  const job = useJob(jobID);
  const save = useSaveJob(jobID);

  if (job.isPending) return <Spinner label="Loading..." />;
  if (job.isError) {
    return (
      <FormPage title="Edit Job">
        <p className="text-slate-700">
          {job.error.message === 'Job not found' ? 'Job not found' : 'Failed to load job data'}
        </p>
        <Button className="mt-4" onClick={() => navigate(paths.employerDashboard.href())}>
          Back to Dashboard
        </Button>
      </FormPage>
    );
  }

  async function submit(payload: JobPayload) {
    try {
      await save.mutateAsync({ ...payload, jobStatus: job.data?.jobStatus as JobPayload['jobStatus'] });
      showToast({ type: 'success', message: 'Job updated successfully!' });
      navigate(paths.employerDashboard.href());
    } catch (error) {
      reportFailure(error, 'Failed to update job. Please try again.');
    }
  }

  const current = job.data;
  return (
    <FormPage title="Edit Job">
      <JobForm
        mode="edit"
        initial={{
          jobTitle: current.jobTitle,
          jobLocation: current.jobLocation,
          jobType: current.jobType,
          jobStartDateTime: toLocalInput(current.jobStartDateTime),
          jobEndDateTime: toLocalInput(current.jobEndDateTime),
          jobWagePerHour: current.jobWagePerHour === null ? '' : String(current.jobWagePerHour),
          jobHours: current.jobHours === null ? '' : String(current.jobHours),
          jobBanner: current.jobBanner ?? '',
          jobDescription: current.jobDescription,
        }}
        onSubmit={submit}
        onCancel={() => navigate(paths.employerDashboard.href())}
      />
    </FormPage>
  );
}
