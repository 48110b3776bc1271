import { labelOf, t } from '../../../lib/i18n';
import { type DashboardFilters, EMPTY_FILTERS, hasActiveFilters } from '../dashboard-filters';
import { rangeLabel } from './date-range-picker';

interface FilterChipsProps {
  filters: DashboardFilters;
  onChange: (changes: Partial<DashboardFilters>) => void;
}

/** The active filters; the town is always shown, Gent (in the reader's language) when none is typed (spec 000 §7). */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const chips: { key: string; label: string; clear?: Partial<DashboardFilters> }[] = [];
  if (filters.search.trim())
    chips.push({
      key: 'search',
      label: t('web.jobs.filterChips.search', { term: filters.search.trim() }),
      clear: { search: '' },
    });
  chips.push({
    key: 'location',
    label: t('web.jobs.filterChips.location', {
      town: filters.location.trim() || t('web.common.defaultTown'),
    }),
    clear: filters.location.trim() ? { location: '' } : undefined,
  });
  if (filters.radiusKm !== null)
    chips.push({
      key: 'radius',
      label: t('web.places.radius.withinKm', { km: filters.radiusKm }),
      clear: { radiusKm: null },
    });
  if (filters.jobType)
    chips.push({ key: 'type', label: labelOf('web.jobs.types', filters.jobType), clear: { jobType: '' } });
  if (filters.hours !== 'all')
    chips.push({
      key: 'hours',
      label: labelOf('web.jobs.hoursBuckets', filters.hours),
      clear: { hours: 'all' },
    });
  if (filters.dateFrom) {
    const label = rangeLabel({ start: filters.dateFrom, end: filters.dateTo });
    chips.push({ key: 'dates', label, clear: { dateFrom: null, dateTo: null } });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('web.common.activeFilters')}>
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-800"
          >
            {chip.label}
            {chip.clear ? (
              <button
                type="button"
                aria-label={t('web.jobs.filterChips.verwijderFilterLabel', { label: chip.label })}
                onClick={() => onChange(chip.clear!)}
                className="h-6 w-6 rounded-full hover:bg-brand-200 focus-visible:outline-2"
              >
                ×
              </button>
            ) : (
              <span className="w-2" />
            )}
          </li>
        ))}
      </ul>
      {hasActiveFilters(filters) && (
        <button
          type="button"
          onClick={() => onChange(EMPTY_FILTERS)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('web.jobs.filterChips.clearAll')}
        </button>
      )}
    </div>
  );
}
