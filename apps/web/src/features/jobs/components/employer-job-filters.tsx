import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { EmployerFilters } from '../employer-filters';
import type { EmployerFiltersState } from '../use-employer-filters';

const field = 'rounded-lg border border-slate-300 px-3 py-2 text-sm';

/** spec 001 §2: search and date filters of My Posted Jobs, with the active ones as removable chips. */
export function EmployerJobFilters({ filters }: { filters: EmployerFiltersState }) {
  const { draft, applied } = filters;
  const activeKeys = (Object.keys(applied) as (keyof EmployerFilters)[]).filter((key) => applied[key]);
  return (
    <>
      <form
        onSubmit={filters.apply}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto_auto_auto_auto]"
        aria-label={t('web.employer.employerJobFilters.title')}
      >
        <input
          aria-label={t('web.employer.employerJobFilters.searchLabel')}
          placeholder={t('web.employer.employerJobFilters.searchPlaceholder')}
          value={draft.search}
          onChange={(event) => filters.edit({ search: event.target.value })}
          className={field}
        />
        <input
          aria-label={t('web.employer.employerJobFilters.startDate')}
          type="date"
          value={draft.startDate}
          onChange={(event) => filters.edit({ startDate: event.target.value })}
          className={field}
        />
        <input
          aria-label={t('web.common.endDate')}
          type="date"
          value={draft.endDate}
          onChange={(event) => filters.edit({ endDate: event.target.value })}
          className={field}
        />
        <Button type="submit">{t('web.employer.employerJobFilters.applyFilters')}</Button>
        <Button variant="secondary" onClick={filters.clear}>
          {t('web.employer.employerJobFilters.clear')}
        </Button>
      </form>
      {activeKeys.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('web.common.activeFilters')}>
          {activeKeys.map((key) => (
            <li
              key={key}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-800"
            >
              {applied[key]}
              <button
                type="button"
                aria-label={t('web.employer.employerJobFilters.removeFilter', { value: applied[key] })}
                onClick={() => filters.remove(key)}
                className="h-6 w-6 rounded-full hover:bg-brand-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
