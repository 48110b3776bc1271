import type { WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import { useId, useState } from 'react';
import { formatDate, parseApiDateTime } from '../lib/dates';
import { t } from '../lib/i18n';

/**
 * 'Nieuw' or the percentage; a tap (or hover) shows the rule and the counts behind it, and on one's own
 * profile which shifts those are.
 */
export function ReliabilityNote({
  record,
  label,
}: {
  record: WorkerRecord;
  /** how the value reads in its place: a percentage alone in a tile, or 'n % betrouwbaar' in a line */
  label: (percent: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { completed, lateCancellations, noShows } = record.reliabilityCounts;
  const explanation = t('web.shifts.record.reliabilityRule', { completed, lateCancellations, noShows });
  return (
    <span className="relative inline-block">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        title={explanation}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-11 items-center underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {record.reliability === null
          ? t('web.shifts.record.newWorker')
          : label(Math.round(record.reliability * 100))}
      </button>
      {open && (
        <span
          id={id}
          role="note"
          className="absolute left-1/2 z-20 mt-2 block w-64 max-w-[80vw] -translate-x-1/2 rounded-lg bg-slate-900 p-3 text-left text-xs font-normal text-white shadow-lg"
        >
          {explanation}
          {record.reliabilityShifts && record.reliabilityShifts.length > 0 && (
            <>
              <span className="mt-2 block font-semibold">{t('web.shifts.record.shiftsBehind')}</span>
              <span
                className="mt-1 block max-h-48 space-y-0.5 overflow-y-auto"
                data-testid="reliability-shifts"
              >
                {record.reliabilityShifts.map((shift) => {
                  const settled = parseApiDateTime(shift.settledDateTime);
                  return (
                    <span
                      key={`${shift.settledDateTime}-${shift.outcome}-${shift.jobTitle}`}
                      className="block"
                    >
                      {t('web.shifts.record.shiftLine', {
                        date: settled ? formatDate(settled, t('web.common.dateFormat')) : '–',
                        title: shift.jobTitle,
                        outcome: t(`web.shifts.record.outcome.${shift.outcome}`),
                      })}
                    </span>
                  );
                })}
              </span>
            </>
          )}
        </span>
      )}
    </span>
  );
}
