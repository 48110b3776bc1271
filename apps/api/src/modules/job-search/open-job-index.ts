import { withinRadiusOf } from '../places/places';
import type { JobConditions } from './job-conditions';
import { NOT_KNOWN, OpenJobColumns } from './open-job-columns';
import { type OpenJobEntry, type OpenJobOrder, timeKey } from './open-job-entry';
import { ANY, NOTHING_MATCHES, OpenJobSlots } from './open-job-slots';

/** A worker's search in one of the orders the index keeps (OPEN_JOB_ORDERS), either direction. */
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

/** A test of one slot, and the slots worth testing (undefined: every slot in the order). */
interface Matcher {
  test(slot: number): boolean;
  slots: ArrayLike<number> | undefined;
}

/**
 * The conditions as one test of a slot, numbers wherever the database compares values (the same
 * conditions as the database query, job-conditions.ts), and the few slots worth testing.
 */
function matcherOf(
  columns: OpenJobColumns,
  slots: OpenJobSlots,
  conditions: JobConditions,
  now: string,
): Matcher {
  const { area, words: required } = conditions;
  const nowKey = timeKey(now);
  const from = conditions.startFrom ? timeKey(conditions.startFrom) : -Infinity;
  const to = conditions.startTo ? timeKey(conditions.startTo) : Infinity;
  const type = conditions.jobType ? columns.types.find(conditions.jobType) : ANY;
  const town = !area && conditions.locationKey ? columns.towns.find(conditions.locationKey) : ANY;
  const hasHours = conditions.hoursMin !== undefined || conditions.hoursMax !== undefined;
  const least = conditions.hoursMin ?? -Infinity;
  const most = conditions.hoursMax ?? Infinity;
  const marking = slots.markWords(required);
  const marked = marking.required;
  if (marked === NOTHING_MATCHES || type === NOT_KNOWN || town === NOT_KNOWN)
    return { test: () => false, slots: [] };
  const withinArea = area && withinRadiusOf(area.centre, area.radiusKm);
  const { starts, typeOf, townOf, hours, latitudes, longitudes, texts } = columns;
  const { marks, hits, stamp } = slots;
  const test = (slot: number) => {
    const start = starts[slot]!;
    if (!(start > nowKey) || start < from || start > to) return false;
    if (marked && (marks[slot] !== stamp || hits[slot] !== marked)) return false;
    if (type !== ANY && typeOf[slot] !== type) return false;
    if (town !== ANY && townOf[slot] !== town) return false;
    if (hasHours && !(hours[slot]! >= least && hours[slot]! <= most)) return false;
    // the database's formula (job-search.repository.ts withinArea); a job without coordinates (NaN) fails it
    if (withinArea && !withinArea(latitudes[slot]!, longitudes[slot]!)) return false;
    for (const word of required) if (!texts[slot]!.includes(word)) return false;
    return true;
  };
  return { test, slots: slots.fewSlots(town, marking, area) };
}

/**
 * One walk from the top in the query's order: it counts matches up to the limit and, without a
 * cursor, collects the page past `offset`; with a cursor the page starts after the cursor's job.
 */
function walk(columns: OpenJobColumns, matcher: Matcher, query: OpenJobQuery) {
  const { order, direction, after, offset, pageSize, countLimit } = query;
  const { test, slots } = matcher;
  const jobIDs = columns.jobIDs;
  // a town's or a rare word's own slots are in the dashboard's order, not in the soonest-first one
  const sequence = (order === 'jobAddedDateTime' && slots) || columns.orders[order];
  const step = direction === 'desc' ? -1 : 1;
  const end = direction === 'desc' ? -1 : sequence.length;
  const pageIDs: number[] = [];
  let counted = 0;
  for (let position = direction === 'desc' ? sequence.length - 1 : 0; position !== end; position += step) {
    if (counted >= countLimit && (after || pageIDs.length >= pageSize)) break;
    const slot = sequence[position]!;
    if (!test(slot)) continue;
    counted += 1;
    if (!after && pageIDs.length < pageSize && counted > offset) pageIDs.push(jobIDs[slot]!);
  }
  if (after) {
    const keys = columns.keysOf(order);
    const key = timeKey(String(after.value));
    // descending: the last position before the cursor's job; ascending: the first after it
    let position =
      direction === 'desc'
        ? columns.positionAfter(sequence, keys, key, after.id - 1) - 1
        : columns.positionAfter(sequence, keys, key, after.id);
    for (; position !== end && pageIDs.length < pageSize; position += step)
      if (test(sequence[position]!)) pageIDs.push(jobIDs[sequence[position]!]!);
  }
  return { pageIDs, counted: Math.min(counted, countLimit) };
}

function indexOver(columns: OpenJobColumns): OpenJobIndex {
  const slots = new OpenJobSlots(columns);
  return {
    put(entry) {
      const slot = columns.slotOf.get(entry.jobID);
      if (slot === undefined || !columns.keepsPlace(slot, entry)) {
        columns.remove(entry.jobID);
        columns.add(entry);
        return;
      }
      const textChanged = columns.texts[slot] !== entry.jobSearchText;
      columns.fill(slot, entry);
      if (textChanged) columns.words.add(entry.jobSearchText, slot);
    },
    remove: (jobID) => columns.remove(jobID),
    get size() {
      return columns.live;
    },
    search: (query) => walk(columns, matcherOf(columns, slots, query.conditions, query.now), query),
  };
}

/**
 * The open jobs in memory: a worker's search walks them in order, applies the same conditions as the
 * database query and stops once the page is full and the bounded total is counted
 * (docs/decisions/job-search.md). A rare word first marks the slots its postings name, so the walk
 * reads no other text.
 */
export function createOpenJobIndex(initial: Iterable<OpenJobEntry> = []): OpenJobIndex {
  const loader = openJobIndexLoader();
  loader.add(initial);
  return loader.finish();
}

/**
 * An index filled in parts (the server reads the open jobs in pages): each entry is kept as columns at
 * once, so a page's rows can be collected while the next is read; `finish` orders the slots and
 * builds the postings once.
 */
export function openJobIndexLoader(): { add(entries: Iterable<OpenJobEntry>): void; finish(): OpenJobIndex } {
  const columns = new OpenJobColumns();
  return {
    add(entries) {
      for (const entry of entries) if (entry.jobStartDateTime !== null) columns.store(entry);
    },
    finish() {
      // slots numbered newest last: the dashboard's walk then reads the columns front to back
      columns.renumber([...columns.slotOf.values()].sort(columns.comparer('jobAddedDateTime')));
      return indexOver(columns);
    },
  };
}
