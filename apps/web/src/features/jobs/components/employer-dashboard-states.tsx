import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { linkButton, Panel, secondaryLink } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';

export function EmployerDashboardHeader({ canPost }: { canPost: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">My Posted Jobs</h1>
        <p className="text-slate-600">Manage your job postings and track applications</p>
      </div>
      {canPost && (
        <Link to={paths.jobCreate.href()} className={linkButton}>
          Post New Job
        </Link>
      )}
    </div>
  );
}

export function NotABusinessPanel() {
  return (
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
}

export function NoBusinessProfilePanel() {
  return (
    <Panel
      title="No business account yet"
      text="You don't have a business account yet. Create one to post jobs."
    >
      <Link to={paths.settings.href('businessProfile')} className={linkButton}>
        Create Business Profile
      </Link>
    </Panel>
  );
}

export function EmployerJobsErrorPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Panel title="Er is een fout opgetreden" text={message || 'Failed to load your jobs. Please try again.'}>
      <Button onClick={onRetry}>Try again</Button>
      <Link to={paths.settings.href('businessProfile')} className={secondaryLink}>
        Go to Business Settings
      </Link>
    </Panel>
  );
}
