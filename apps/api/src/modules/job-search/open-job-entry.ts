/** What the index keeps of an active job: the columns worker searches filter and sort on. */
export interface OpenJobEntry {
  jobID: number;
  jobAddedDateTime: string;
  jobStartDateTime: string | null;
  jobType: string;
  jobHours: number | null;
  jobLocationKey: string;
  jobLatitude: number | null;
  jobLongitude: number | null;
  jobSearchText: string;
}

/** The orders the index keeps: the dashboard's (newest first) and the spec's default (soonest first). */
export const OPEN_JOB_ORDERS = ['jobAddedDateTime', 'jobStartDateTime'] as const;
export type OpenJobOrder = (typeof OPEN_JOB_ORDERS)[number];

/** 'YYYY-MM-DD HH:MM:SS' as a number that sorts and compares as the text does. */
export function timeKey(text: string): number {
  return Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)),
    Number(text.slice(14, 16)),
    Number(text.slice(17, 19)) || 0,
  );
}
