import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { labels, t } from '../../../lib/i18n';

const MODE_LABELS = labels({
  job: 'web.calendar.calendarHeader.addJob',
  training: 'web.calendar.calendarHeader.trainingLegend',
  event: 'web.calendar.calendarHeader.eventLegend',
});
const MODES = ['job', 'training', 'event'] as const;

/** Title and the three add modes, which only say that adding comes soon. */
export function CalendarHeader() {
  const [mode, setMode] = useState<(typeof MODES)[number] | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('web.calendar.calendarHeader.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {MODES.map((each) => (
            <Button
              key={each}
              variant={mode === each ? 'primary' : 'secondary'}
              onClick={() => setMode(mode === each ? null : each)}
              aria-pressed={mode === each}
            >
              {MODE_LABELS[each]}
            </Button>
          ))}
        </div>
      </div>
      {mode && (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {t('web.calendar.calendarHeader.modeComingSoon', { mode: MODE_LABELS[mode] })}
        </p>
      )}
    </>
  );
}
