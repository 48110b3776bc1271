import { isSameDay, startOfMonth } from 'date-fns';
import { useState } from 'react';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { useApplicationsStarting } from '../../features/applications/api/get-my-applications';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { comingDays, monthDays } from '../../features/calendar/calendar-days';
import {
  entriesFromApplications,
  entriesFromJobs,
  sampleTrainingsAndEvents,
} from '../../features/calendar/calendar-entries';
import { CalendarHeader } from '../../features/calendar/components/calendar-header';
import { CalendarMonth } from '../../features/calendar/components/calendar-month';
import { CalendarSections } from '../../features/calendar/components/calendar-sections';
import { CalendarSidebar } from '../../features/calendar/components/calendar-sidebar';
import { useBusinessJobsStarting } from '../../features/jobs/api/get-business-jobs';

/** spec 001 §2 'Mijn Agenda'; jobs are real (docs/decisions/sample-data-screens.md), trainings and events sample data. */
export function CalendarRoute() {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const workerID = isBusiness ? undefined : profile.data?.user?.userID;
  const shown = [monthDays(month), comingDays(new Date())];
  const applications = useApplicationsStarting(workerID, shown).data ?? [];
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const jobs = useBusinessJobsStarting(business.data?.businessID, shown).data ?? [];

  const jobEntries = isBusiness ? entriesFromJobs(jobs) : entriesFromApplications(applications);
  const samples = sampleTrainingsAndEvents(month);
  const all = [...jobEntries, ...samples];
  const today = new Date();

  return (
    <PageWrapper className="space-y-6">
      <CalendarHeader />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <CalendarMonth month={month} onMonth={setMonth} entries={all} today={today} />
        <CalendarSidebar
          todays={all.filter((entry) => isSameDay(entry.start, today))}
          exportSource={isBusiness ? { jobs } : { applications }}
        />
      </div>
      <CalendarSections jobEntries={jobEntries} samples={samples} />
    </PageWrapper>
  );
}
