import { LoginCarousel } from '../../features/auth/components/login-carousel';
import { useUpcomingJobs } from '../../features/jobs/api/get-upcoming-jobs';

/** Beside the login form on a wide screen: the jobs starting soon. A phone never loads it. */
export function UpcomingJobsCarousel() {
  const upcomingJobs = useUpcomingJobs({ enabled: true });
  return <LoginCarousel jobs={upcomingJobs.isError ? [] : upcomingJobs.data} />;
}
