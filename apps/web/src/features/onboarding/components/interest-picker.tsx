import { INTEREST_KEYS } from '@jobbel/shared/auth/register.schemas';
import { INTEREST_LABELS, type Interest } from '../interests';

export function InterestPicker({
  selected,
  onChange,
}: {
  selected: Interest[];
  onChange: (next: Interest[]) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {INTEREST_KEYS.map((key) => {
        const active = selected.includes(key);
        return (
          <button
            key={key}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? selected.filter((each) => each !== key) : [...selected, key])}
            className={`rounded-full border px-4 py-2 text-sm ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {INTEREST_LABELS[key]}
          </button>
        );
      })}
    </div>
  );
}
