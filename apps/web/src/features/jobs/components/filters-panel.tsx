import {
  DASHBOARD_JOB_TYPES,
  HOURS_BUCKETS,
  type HoursBucketValue,
  JOB_RADIUS_CHOICES_KM,
} from '@jobbel/shared/jobs/job.constants';
import { useState } from 'react';
import { labelOf, t } from '../../../lib/i18n';
import type { DashboardFilters } from '../dashboard-filters';
import type { RenderTownField } from '../town-field-slot';

interface FiltersPanelProps {
  filters: DashboardFilters;
  onChange: (changes: Partial<DashboardFilters>) => void;
  /** a town picked from the suggestions applies at once */
  onPickTown: (town: string) => void;
  /** the town field is being typed in (true) or was left (false) */
  onEditTown?: (editing: boolean) => void;
  renderTownField: RenderTownField;
  /** the signed-in worker's own town (profile address): one tap searches around it */
  homeTown?: string | null;
}

// the radius a search around one's own address starts with, when none is chosen yet
const HOME_RADIUS_KM = 10;

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand-700';

/** On a phone the panel starts folded, so the first job card shows without scrolling. */
export function FiltersPanel({
  filters,
  onChange,
  onPickTown,
  onEditTown,
  renderTownField,
  homeTown,
}: FiltersPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="filters-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="filters-title" className="font-bold text-slate-900 sm:mb-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="filters-fields"
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center justify-between sm:pointer-events-none"
        >
          {t('web.jobs.filtersPanel.title')}
          <span aria-hidden="true" className={`transition sm:hidden ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div
        id="filters-fields"
        className={`mt-4 gap-4 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4 ${open ? 'grid' : 'hidden'}`}
      >
        <div>
          <label htmlFor="filter-location" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.common.place')}
          </label>
          {renderTownField({
            id: 'filter-location',
            className: fieldClass,
            placeholder: t('web.common.defaultTown'),
            value: filters.location,
            onType: (text) => onChange({ location: text }),
            onPick: onPickTown,
            onFocus: () => onEditTown?.(true),
            onBlur: () => onEditTown?.(false),
          })}
          {homeTown && (
            <button
              type="button"
              className="mt-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              onClick={() => {
                onPickTown(homeTown);
                onChange({ radiusKm: filters.radiusKm ?? HOME_RADIUS_KM });
              }}
            >
              {t('web.places.radius.aroundHome', { town: homeTown })}
            </button>
          )}
        </div>
        <div>
          <label htmlFor="filter-type" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.common.jobType')}
          </label>
          <select
            id="filter-type"
            className={fieldClass}
            value={filters.jobType}
            onChange={(event) => onChange({ jobType: event.target.value })}
          >
            <option value="">{t('web.jobs.filtersPanel.allTypes')}</option>
            {DASHBOARD_JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {labelOf('web.jobs.types', type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-hours" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.common.hours')}
          </label>
          <select
            id="filter-hours"
            className={fieldClass}
            value={filters.hours}
            onChange={(event) => onChange({ hours: event.target.value as HoursBucketValue })}
          >
            {HOURS_BUCKETS.map((bucket) => (
              <option key={bucket.value} value={bucket.value}>
                {labelOf('web.jobs.hoursBuckets', bucket.value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-radius" className="mb-1 block text-sm font-medium text-slate-700">
            {t('web.places.radius.label')}
          </label>
          <select
            id="filter-radius"
            className={fieldClass}
            value={filters.radiusKm ?? ''}
            onChange={(event) =>
              onChange({ radiusKm: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('web.places.radius.onlyThisTown')}</option>
            {JOB_RADIUS_CHOICES_KM.map((km) => (
              <option key={km} value={km}>
                {t('web.places.radius.withinKm', { km })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
