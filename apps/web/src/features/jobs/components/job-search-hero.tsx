import type { FormEvent } from 'react';
import { t } from '../../../lib/i18n';
import type { DateRange } from '../date-range';
import { DateRangePicker } from './date-range-picker';

interface JobSearchHeroProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  dates: DateRange;
  onDatesChange: (range: DateRange) => void;
  onSubmit: () => void;
  animate: boolean;
}

export function JobSearchHero(props: JobSearchHeroProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <section
      className={`relative z-20 rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-5 py-6 text-white shadow-lg sm:px-10 sm:py-10 ${props.animate ? 'animate-rise-in' : ''}`}
    >
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{t('web.common.tagline')}</h1>
      <p className="mt-2 hidden text-brand-50 sm:block">{t('web.jobs.jobSearchHero.intro')}</p>
      <form
        onSubmit={submit}
        aria-label={t('web.common.findJobs')}
        className="mt-4 grid gap-3 sm:mt-6 md:grid-cols-[1fr_16rem_auto]"
      >
        <label className="sr-only" htmlFor="job-search">
          {t('web.jobs.jobSearchHero.label')}
        </label>
        <input
          id="job-search"
          type="search"
          value={props.searchText}
          onChange={(event) => props.onSearchTextChange(event.target.value)}
          placeholder={t('web.jobs.jobSearchHero.placeholder')}
          className="rounded-xl border border-white/30 bg-white px-4 py-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-white"
        />
        <DateRangePicker value={props.dates} onChange={props.onDatesChange} />
        <button
          type="submit"
          className="rounded-xl bg-accent-500 px-6 py-3 text-sm font-bold text-slate-900 shadow hover:brightness-110 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('web.jobs.jobSearchHero.submit')}
        </button>
      </form>
    </section>
  );
}
