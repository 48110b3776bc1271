import { type KeyboardEvent, useState } from 'react';
import { t } from '../../../lib/i18n';
import { usePlaceSuggestions } from '../api/get-places';

interface TownFieldProps {
  id: string;
  value: string;
  placeholder: string;
  className: string;
  onType: (text: string) => void;
  onPick: (town: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A text field that suggests Belgian towns as you type: arrows move, Enter or a tap picks, Escape closes. */
export function TownField({
  id,
  value,
  placeholder,
  className,
  onType,
  onPick,
  onFocus,
  onBlur,
  invalid,
  describedBy,
}: TownFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(value);
  const towns = open ? (suggestions.data ?? []) : [];
  const listID = `${id}-suggestions`;

  function pick(town: string) {
    onPick(town);
    setOpen(false);
    setActive(-1);
  }

  function moveWithKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') setOpen(false);
    if (towns.length === 0) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((current) => (current + step + towns.length) % towns.length);
    } else if (event.key === 'Enter') {
      // 'gen' and Enter means Gent: the first suggestion, unless the arrows chose another
      event.preventDefault();
      pick(towns[Math.max(active, 0)]!.name);
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={towns.length > 0}
        aria-controls={listID}
        aria-activedescendant={active >= 0 ? `${listID}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        className={className}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={moveWithKeys}
        onFocus={onFocus}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <div
        id={listID}
        role="listbox"
        aria-label={t('web.places.townField.suggestions')}
        hidden={towns.length === 0}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {towns.map((town, index) => (
          <div
            key={town.name}
            tabIndex={-1}
            id={`${listID}-${index}`}
            role="option"
            aria-selected={index === active}
            // before the field's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              pick(town.name);
            }}
            className={`cursor-pointer px-3 py-2.5 text-sm ${index === active ? 'bg-brand-100 text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
          >
            {town.name}
          </div>
        ))}
      </div>
    </div>
  );
}
