import { distanceKm } from '../places/places';
import type { JobConditions } from './job-conditions';
import { createWordIndex } from './word-index';

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

/** A worker's search in one of those orders, either direction. */
export interface OpenJobQuery {
  conditions: JobConditions;
  order: OpenJobOrder;
  /** Brussels date-time: only jobs starting after it are open */
  now: string;
  direction: 'asc' | 'desc';
  after?: { value: string | number; id: number };
  offset: number;
  /** how many ids the page needs (one more than shown tells whether another page follows) */
  pageSize: number;
  /** matches are counted up to this many, never further */
  countLimit: number;
}

export interface OpenJobIndex {
  put(entry: OpenJobEntry): void;
  remove(jobID: number): void;
  search(query: OpenJobQuery): { pageIDs: number[]; counted: number };
  readonly size: number;
}

// a word whose postings reach this share of the index is checked job by job instead
const POSTINGS_SHARE_FOR_MARKING = 1 / 8;

type SortKey = { value: string; jobID: number };
const sortKey = (entry: OpenJobEntry, order: OpenJobOrder): SortKey => ({
  value: entry[order] ?? '',
  jobID: entry.jobID,
});
const compareKeys = (a: SortKey, b: SortKey) =>
  a.value < b.value ? -1 : a.value > b.value ? 1 : a.jobID - b.jobID;

function matches(entry: OpenJobEntry, conditions: JobConditions, now: string): boolean {
  const start = entry.jobStartDateTime;
  if (start === null || start <= now) return false;
  const { area, locationKey, jobType, hoursMin, hoursMax, startFrom, startTo, words } = conditions;
  if (jobType && entry.jobType !== jobType) return false;
  if (hoursMin !== undefined && (entry.jobHours === null || entry.jobHours < hoursMin)) return false;
  if (hoursMax !== undefined && (entry.jobHours === null || entry.jobHours > hoursMax)) return false;
  if (startFrom && start < startFrom) return false;
  if (startTo && start > startTo) return false;
  if (area) {
    if (entry.jobLatitude === null || entry.jobLongitude === null) return false;
    const point = { latitude: entry.jobLatitude, longitude: entry.jobLongitude };
    if (distanceKm(area.centre, point) > area.radiusKm) return false;
  } else if (locationKey && entry.jobLocationKey !== locationKey) return false;
  return words.every((word) => entry.jobSearchText.includes(word));
}

/**
 * The open jobs in memory (issue 14): a worker's search walks them in order, applies the same
 * conditions as the database query (job-conditions.ts) and stops once the page is full and the bounded
 * total is counted. A rare word first marks the jobs its postings name, so the walk skips the rest
 * without reading their text. Slots are stable; `orders` list them by (column, jobID) per order.
 * A job without a start is never open and is not kept.
 */
const emptyOrders = (): Record<OpenJobOrder, number[]> => ({ jobAddedDateTime: [], jobStartDateTime: [] });

export function createOpenJobIndex(initial: Iterable<OpenJobEntry> = []): OpenJobIndex {
  let slots: (OpenJobEntry | undefined)[] = [];
  let orders = emptyOrders();
  let slotOf = new Map<number, number>();
  let words = createWordIndex();
  let marks = new Uint32Array(0);
  let stamp = 0;

  /** The first position in the order whose entry sorts after `key`. */
  function positionAfter(order: OpenJobOrder, key: SortKey): number {
    const positions = orders[order];
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareKeys(sortKey(slots[positions[middle]!]!, order), key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function add(entry: OpenJobEntry) {
    if (entry.jobStartDateTime === null) return;
    const slot = slots.length;
    slots.push(entry);
    slotOf.set(entry.jobID, slot);
    words.add(entry.jobSearchText, slot);
    for (const order of OPEN_JOB_ORDERS) {
      const positions = orders[order];
      const last = positions.at(-1);
      const key = sortKey(entry, order);
      if (last === undefined || compareKeys(sortKey(slots[last]!, order), key) < 0) positions.push(slot);
      else positions.splice(positionAfter(order, key), 0, slot);
    }
  }

  function remove(jobID: number) {
    const slot = slotOf.get(jobID);
    if (slot === undefined) return;
    const entry = slots[slot]!;
    for (const order of OPEN_JOB_ORDERS)
      orders[order].splice(positionAfter(order, sortKey(entry, order)) - 1, 1);
    slots[slot] = undefined;
    slotOf.delete(jobID);
    // postings still name the slot; once most slots are empty the index is built anew
    if (slots.length > 1000 && slotOf.size < slots.length / 2) rebuild();
  }

  function rebuild() {
    const live = orders.jobAddedDateTime.map((slot) => slots[slot]!);
    slots = [];
    orders = emptyOrders();
    slotOf = new Map();
    words = createWordIndex();
    for (const entry of live) add(entry);
  }

  /** Marks the jobs whose text may hold the rarest word, when that word is rare enough to pay. */
  function markRareWord(conditionWords: string[]): boolean {
    const candidates = conditionWords.map((word) => words.postingsOf(word));
    const rarest = candidates.reduce<number[][] | undefined>((best, lists) => {
      const size = (found: number[][]) => found.reduce((sum, list) => sum + list.length, 0);
      return best === undefined || size(lists) < size(best) ? lists : best;
    }, undefined);
    const rarestSize = rarest?.reduce((sum, list) => sum + list.length, 0) ?? Infinity;
    if (rarest === undefined || rarestSize > slotOf.size * POSTINGS_SHARE_FOR_MARKING) return false;
    if (marks.length < slots.length) marks = new Uint32Array(Math.max(1024, slots.length * 2));
    stamp += 1;
    for (const list of rarest) for (const slot of list) marks[slot] = stamp;
    return true;
  }

  const byAdded = (a: OpenJobEntry, b: OpenJobEntry) =>
    compareKeys(sortKey(a, 'jobAddedDateTime'), sortKey(b, 'jobAddedDateTime'));
  for (const entry of [...initial].sort(byAdded)) add(entry);

  return {
    put(entry) {
      const slot = slotOf.get(entry.jobID);
      const current = slot === undefined ? undefined : slots[slot];
      const keepsPlace =
        current &&
        current.jobAddedDateTime === entry.jobAddedDateTime &&
        current.jobStartDateTime === entry.jobStartDateTime;
      if (current && keepsPlace) {
        slots[slot!] = entry;
        if (current.jobSearchText !== entry.jobSearchText) words.add(entry.jobSearchText, slot!);
        return;
      }
      remove(entry.jobID);
      add(entry);
    },
    remove,
    get size() {
      return slotOf.size;
    },
    search({ conditions, order: orderName, now, direction, after, offset, pageSize, countLimit }) {
      const order = orders[orderName];
      const marked = conditions.words.length > 0 && markRareWord(conditions.words);
      const step = direction === 'desc' ? -1 : 1;
      const inRange = (position: number) => position >= 0 && position < order.length;
      const isMatch = (position: number) => {
        const slot = order[position]!;
        return (!marked || marks[slot] === stamp) && matches(slots[slot]!, conditions, now);
      };
      const pageIDs: number[] = [];
      const pageFull = () => pageIDs.length >= pageSize;
      // one walk from the top counts and, without a cursor, collects the page past `offset`
      let counted = 0;
      const first = direction === 'desc' ? order.length - 1 : 0;
      for (let position = first; inRange(position); position += step) {
        if (counted >= countLimit && (after || pageFull())) break;
        if (!isMatch(position)) continue;
        counted += 1;
        if (!after && !pageFull() && counted > offset) pageIDs.push(slots[order[position]!]!.jobID);
      }
      if (after) {
        const key = { value: String(after.value), jobID: after.id };
        // descending: the last position before the cursor's job; ascending: the first after it
        let position =
          direction === 'desc'
            ? positionAfter(orderName, { ...key, jobID: key.jobID - 1 }) - 1
            : positionAfter(orderName, key);
        for (; inRange(position) && !pageFull(); position += step)
          if (isMatch(position)) pageIDs.push(slots[order[position]!]!.jobID);
      }
      return { pageIDs, counted: Math.min(counted, countLimit) };
    },
  };
}
