import { addMonths, isSameDay, startOfMonth, subMonths } from 'date-fns';
import { useState } from 'react';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { useApplications } from '../../features/applications/api/get-my-applications';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import {
  type CalendarEntry,
  entriesFromApplications,
  entriesFromJobs,
  sampleTrainingsAndEvents,
} from '../../features/calendar/calendar-entries';
import { downloadIcs } from '../../features/calendar/ics';
import { MonthGrid } from '../../features/calendar/month-grid';
import { useBusinessJobs } from '../../features/jobs/api/get-business-jobs';
import { formatDutch } from '../../lib/dates';

const MODES = ['Job Toevoegen', 'Opleiding', 'Event'] as const;

function Section({
  title,
  badge,
  entries,
  action,
}: {
  title: string;
  badge: string;
  entries: CalendarEntry[];
  action?: (entry: CalendarEntry) => React.ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {badge}
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Niets gepland.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-medium">{entry.title}</span>
                {entry.pending && (
                  <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-800">pending</span>
                )}
                <span className="block text-xs text-slate-500">
                  {formatDutch(entry.start, "EEEE d MMMM 'om' HH:mm")}
                </span>
              </span>
              {action?.(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** spec 001 §2 'Mijn Agenda'; jobs are real (docs/decisions/sample-data-screens.md), trainings and events sample data. */
export function CalendarRoute() {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [mode, setMode] = useState<(typeof MODES)[number] | null>(null);
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const applications = useApplications(isBusiness ? undefined : profile.data?.user?.userID);
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const jobs = useBusinessJobs(business.data?.businessID, 'asc');

  const jobEntries = isBusiness
    ? entriesFromJobs(jobs.data ?? [])
    : entriesFromApplications(applications.data ?? []);
  const samples = sampleTrainingsAndEvents(month);
  const all = [...jobEntries, ...samples];
  const today = new Date();
  const todays = all.filter((entry) => isSameDay(entry.start, today));

  return (
    <PageWrapper className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">Mijn Agenda</h1>
        <div className="flex flex-wrap gap-2">
          {MODES.map((each) => (
            <Button
              key={each}
              variant={mode === each ? 'primary' : 'secondary'}
              onClick={() => setMode(mode === each ? null : each)}
              aria-pressed={mode === each}
            >
              {each}
            </Button>
          ))}
        </div>
      </div>
      {mode && (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          Modus “{mode}”: zelf items toevoegen komt binnenkort.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              aria-label="Vorige maand"
              onClick={() => setMonth(subMonths(month, 1))}
            >
              ‹
            </Button>
            <Button variant="secondary" onClick={() => setMonth(startOfMonth(new Date()))}>
              Vandaag
            </Button>
            <Button
              variant="secondary"
              aria-label="Volgende maand"
              onClick={() => setMonth(addMonths(month, 1))}
            >
              ›
            </Button>
            <h2 className="ml-2 text-lg font-bold capitalize" data-testid="calendar-month">
              {formatDutch(month, 'MMMM yyyy')}
            </h2>
          </div>
          <MonthGrid month={month} entries={all} today={today} />
        </div>
        <aside className="space-y-4">
          <section className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="mb-2 font-bold">Vandaag</h2>
            {todays.length === 0 ? (
              <p className="text-sm text-slate-500">Geen events vandaag</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {todays.map((entry) => (
                  <li key={entry.id}>
                    {formatDutch(entry.start, 'HH:mm')} {entry.title}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="mb-1 font-bold">Snelle acties</h2>
            <Button
              variant="secondary"
              className="w-full"
              onClick={() =>
                showToast({ type: 'info', message: 'Koppelen met Google Agenda komt binnenkort.' })
              }
            >
              Koppel Google Agenda
            </Button>
            <Button
              variant="secondary"
              className="w-full"
              onClick={() =>
                showToast({ type: 'info', message: 'Je beschikbaarheid instellen komt binnenkort.' })
              }
            >
              Beschikbaarheid Instellen
            </Button>
            <Button className="w-full" onClick={() => downloadIcs(jobEntries)}>
              Agenda Exporteren
            </Button>
          </section>
        </aside>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section
          title="Huidige Jobs"
          badge="ACTIEF"
          entries={jobEntries.filter((entry) => entry.kind === 'current')}
        />
        <Section
          title="Toekomstige Jobs"
          badge="GEPLAND"
          entries={jobEntries.filter((entry) => entry.kind === 'future')}
        />
        <Section
          title="Opleidingen & Events"
          badge="BESCHIKBAAR"
          entries={samples}
          action={() => (
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() => showToast({ type: 'info', message: 'Inschrijven opent binnenkort.' })}
            >
              Inschrijven
            </Button>
          )}
        />
      </div>
    </PageWrapper>
  );
}
