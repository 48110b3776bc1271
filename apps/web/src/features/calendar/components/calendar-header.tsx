import { useState } from 'react';
import { Button } from '../../../components/ui/button';

const MODES = ['Job Toevoegen', 'Opleiding', 'Event'] as const;

/** Title and the three add modes, which only say that adding comes soon. */
export function CalendarHeader() {
  const [mode, setMode] = useState<(typeof MODES)[number] | null>(null);
  return (
    <>
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
    </>
  );
}
