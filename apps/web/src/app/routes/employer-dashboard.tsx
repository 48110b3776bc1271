import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useApplicationCounts } from '../../features/applications/api/job-applications';
import { ApplicantsDialog } from '../../features/applications/components/applicants-dialog';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useBusinessJobs } from '../../features/jobs/api/get-business-jobs';
import { EmployerJobCard } from '../../features/jobs/components/employer-job-card';
import {
  EMPTY_EMPLOYER_FILTERS,
  type EmployerFilters,
  employerStats,
  filterEmployerJobs,
} from '../../features/jobs/employer-filters';
import { useDeleteJobWithConfirm } from './use-delete-job-with-confirm';

function Panel({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {text && <p className="mx-auto mt-2 max-w-xl text-slate-600">{text}</p>}
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

const linkButton = 'rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';
const secondaryLink =
  'rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** spec 001 §2: My Posted Jobs. */
export function EmployerDashboardRoute() {
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const jobs = useBusinessJobs(business.data?.businessID, 'asc');
  const counts = useApplicationCounts((jobs.data ?? []).map((job) => job.jobID));
  const [draft, setDraft] = useState<EmployerFilters>(EMPTY_EMPLOYER_FILTERS);
  const [filters, setFilters] = useState<EmployerFilters>(EMPTY_EMPLOYER_FILTERS);
  const [applicantsOf, setApplicantsOf] = useState<Job | null>(null);
  const deleteJob = useDeleteJobWithConfirm();
  const clearFilters = () => {
    setDraft(EMPTY_EMPLOYER_FILTERS);
    setFilters(EMPTY_EMPLOYER_FILTERS);
  };

  const loaded = jobs.data;
  useEffect(() => {
    if (!loaded) return;
    if (loaded.length === 0)
      showToast({ type: 'info', message: 'No jobs found. Start by posting your first job!' });
    else showToast({ type: 'success', message: `Found ${loaded.length} job(s)` });
  }, [loaded]);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">My Posted Jobs</h1>
        <p className="text-slate-600">Manage your job postings and track applications</p>
      </div>
      {isBusiness && business.data && (
        <Link to={paths.jobCreate.href()} className={linkButton}>
          Post New Job
        </Link>
      )}
    </div>
  );

  let content: React.ReactNode;
  if (!isBusiness) {
    content = (
      <Panel
        title="Access Denied"
        text="This page is only available for business accounts. You need a business account to post and manage jobs."
      >
        <Link to={paths.dashboard.href()} className={secondaryLink}>
          Go to Dashboard
        </Link>
        <Link to={paths.register.href('employer')} className={linkButton}>
          Register as Employer
        </Link>
      </Panel>
    );
  } else if (business.isPending || (business.data && jobs.isPending)) {
    content = <Spinner label="Loading..." />;
  } else if (business.data === null) {
    content = (
      <Panel
        title="No business account yet"
        text="You don't have a business account yet. Create one to post jobs."
      >
        <Link to={paths.settings.href('businessProfile')} className={linkButton}>
          Create Business Profile
        </Link>
      </Panel>
    );
  } else if (business.isError || jobs.isError) {
    content = (
      <Panel
        title="Er is een fout opgetreden"
        text={jobs.error?.message || 'Failed to load your jobs. Please try again.'}
      >
        <Button onClick={() => void jobs.refetch()}>Try again</Button>
        <Link to={paths.settings.href('businessProfile')} className={secondaryLink}>
          Go to Business Settings
        </Link>
      </Panel>
    );
  } else {
    const all = jobs.data ?? [];
    const visible = filterEmployerJobs(all, filters);
    const stats = employerStats(all, counts);
    const applyFilters = (event: FormEvent) => {
      event.preventDefault();
      setFilters(draft);
    };
    const activeChips = (Object.keys(filters) as (keyof EmployerFilters)[]).filter((key) => filters[key]);
    content = (
      <>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[
            ['Total Jobs', stats.totalJobs],
            ['Active Jobs', stats.activeJobs],
            ['Total Applications', stats.totalApplications],
            ['Avg Applications', stats.averageApplications],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <form
          onSubmit={applyFilters}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto_auto_auto_auto]"
          aria-label="Jobs filteren"
        >
          <input
            aria-label="Zoek in je jobs"
            placeholder="Zoek op titel of beschrijving"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <input
            aria-label="Startdatum"
            type="date"
            value={draft.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <input
            aria-label="Einddatum"
            type="date"
            value={draft.endDate}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <Button type="submit">Apply Filters</Button>
          <Button variant="secondary" onClick={clearFilters}>
            Clear
          </Button>
        </form>
        {activeChips.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Actieve filters">
            {activeChips.map((key) => (
              <li
                key={key}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-800"
              >
                {filters[key]}
                <button
                  type="button"
                  aria-label={`Verwijder filter ${filters[key]}`}
                  onClick={() => {
                    const next = { ...filters, [key]: '' };
                    setFilters(next);
                    setDraft(next);
                  }}
                  className="h-6 w-6 rounded-full hover:bg-brand-200"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {all.length === 0 ? (
          <Panel title="No jobs posted yet">
            <Link to={paths.jobCreate.href()} className={linkButton}>
              Post Your First Job
            </Link>
          </Panel>
        ) : visible.length === 0 ? (
          <Panel title="No jobs match your filters">
            <Button variant="secondary" onClick={clearFilters}>
              Clear Filters
            </Button>
          </Panel>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((job) => (
              <EmployerJobCard
                key={job.jobID}
                job={job}
                applicationCount={counts.get(job.jobID) ?? 0}
                onShowApplicants={() => setApplicantsOf(job)}
                onDelete={() => void deleteJob(job.jobID)}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <PageWrapper className="space-y-6">
      {header}
      {content}
      {applicantsOf && <ApplicantsDialog job={applicantsOf} onClose={() => setApplicantsOf(null)} />}
    </PageWrapper>
  );
}
