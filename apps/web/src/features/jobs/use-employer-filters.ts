import { type FormEvent, useState } from 'react';
import { EMPTY_EMPLOYER_FILTERS, type EmployerFilters } from './employer-filters';

/** The filter form's draft, the filters applied with 'Apply Filters', and ways to clear them. */
export function useEmployerFilters() {
  const [draft, setDraft] = useState<EmployerFilters>(EMPTY_EMPLOYER_FILTERS);
  const [applied, setApplied] = useState<EmployerFilters>(EMPTY_EMPLOYER_FILTERS);
  return {
    draft,
    applied,
    edit: (changes: Partial<EmployerFilters>) => setDraft({ ...draft, ...changes }),
    apply: (event: FormEvent) => {
      event.preventDefault();
      setApplied(draft);
    },
    remove: (key: keyof EmployerFilters) => {
      const next = { ...applied, [key]: '' };
      setApplied(next);
      setDraft(next);
    },
    clear: () => {
      setDraft(EMPTY_EMPLOYER_FILTERS);
      setApplied(EMPTY_EMPLOYER_FILTERS);
    },
  };
}

export type EmployerFiltersState = ReturnType<typeof useEmployerFilters>;
