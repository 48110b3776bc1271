import type { WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import { t } from '../lib/i18n';
import { ReliabilityNote } from './reliability-note';

/** A worker's record in one line, so a business can choose: rating, completed jobs, reliability. */
export function WorkerRecordLine({ record }: { record: WorkerRecord }) {
  const parts: string[] = [
    record.averageRating === null
      ? t('web.shifts.record.noRating')
      : t('web.shifts.record.rating', {
          average: record.averageRating,
          count: record.ratingCount,
        }),
    t('web.shifts.record.completed', { count: record.completedJobs }),
  ];
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="worker-record">
      {parts.join(' · ')}
      {' · '}
      <ReliabilityNote record={record} label={(percent) => t('web.shifts.record.reliability', { percent })} />
    </p>
  );
}
