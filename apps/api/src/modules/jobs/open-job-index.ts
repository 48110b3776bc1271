import { withinRadiusOf } from '../places/places';
import type { JobConditions } from './job-conditions';
import type { SearchArea } from './job-search-area';
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

// postings read per indexed job at most to mark a search's words; commoner words are checked job by job
const MARKING_BUDGET_PER_JOB = 1;
const NOT_KNOWN = -2;
const NOTHING_MATCHES = -1;
// a word or an area that leaves at most this share of the jobs is walked through its own slots
const FEW_SLOTS_SHARE = 1 / 16;
const ANY = -1;

/** 'YYYY-MM-DD HH:MM:SS' as a number that sorts and compares as the text does. */
function timeKey(text: string): number {
  return Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)),
    Number(text.slice(14, 16)),
    Number(text.slice(17, 19)) || 0,
  );
}

/** What marking a search's words left: see markWords. */
interface Marking {
  required: number;
  rarest?: Int32Array[];
}

/** Names as small numbers: a town or type compares as one integer during a walk. */
function createInterner() {
  const ids = new Map<string, number>();
  return {
    idOf(name: string) {
      let id = ids.get(name);
      if (id === undefined) {
        id = ids.size;
        ids.set(name, id);
      }
      return id;
    },
    find: (name: string) => ids.get(name) ?? NOT_KNOWN,
  };
}

/**
 * The open jobs in memory: a worker's search walks them in order, applies the same
 * conditions as the database query (job-conditions.ts) and stops once the page is full and the bounded
 * total is counted. Each job is a slot in columns of numbers (times, type, town, hours, coordinates) so
 * a walk compares numbers; a rare word first marks the slots its postings name, so the walk reads no
 * other text. `orders` list the live slots by (column, jobID). A job without a start is never open.
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
export function openJobIndexLoader(): {
  add(entries: Iterable<OpenJobEntry>): void;
  finish(): OpenJobIndex;
} {
  const types = createInterner();
  const towns = createInterner();
  let jobIDs: number[] = [];
  let added: number[] = [];
  let starts: number[] = [];
  let typeOf: number[] = [];
  let townOf: number[] = [];
  let hours: number[] = [];
  let latitudes: number[] = [];
  let longitudes: number[] = [];
  let texts: string[] = [];
  let slotOf = new Map<number, number>();
  let words = createWordIndex();
  let orders: Record<OpenJobOrder, number[]> = { jobAddedDateTime: [], jobStartDateTime: [] };
  // per town, its slots in the dashboard's order (removed ones stay until the next compaction)
  let townSlots: number[][] = [];
  // per town, the coordinates its jobs share ('mixed' when they differ: then always searched)
  const townPlaces: ({ latitude: number; longitude: number } | 'mixed')[] = [];
  // whether slot numbers follow the dashboard's order: true until an older job is put back
  let slotsAscending = true;
  // marks[slot] === stamp: the slot holds the first marked word, and hits[slot] of them
  let marks = new Uint32Array(0);
  let hits = new Uint8Array(0);
  let stamp = 0;
  // the slots one search walks (markedSlots, areaSlots), reused: a search is synchronous, and a fresh
  // list per search was half of what searches allocated (about 100 KB each)
  let slotList = new Int32Array(0);

  const keysOf = (order: OpenJobOrder) => (order === 'jobAddedDateTime' ? added : starts);
  const comparer = (order: OpenJobOrder) => {
    const keys = keysOf(order);
    return (a: number, b: number) => keys[a]! - keys[b]! || jobIDs[a]! - jobIDs[b]!;
  };

  /** The first position in a sequence of slots sorted by (keys, jobID) whose job sorts after (key, jobID). */
  function positionAfter(positions: ArrayLike<number>, keys: number[], key: number, jobID: number): number {
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const slot = positions[middle]!;
      if (keys[slot]! < key || (keys[slot] === key && jobIDs[slot]! <= jobID)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function fill(slot: number, entry: OpenJobEntry) {
    jobIDs[slot] = entry.jobID;
    added[slot] = timeKey(entry.jobAddedDateTime);
    starts[slot] = timeKey(entry.jobStartDateTime!);
    typeOf[slot] = types.idOf(entry.jobType);
    townOf[slot] = towns.idOf(entry.jobLocationKey);
    notePlace(townOf[slot]!, entry);
    hours[slot] = entry.jobHours ?? Number.NaN;
    latitudes[slot] = entry.jobLatitude ?? Number.NaN;
    longitudes[slot] = entry.jobLongitude ?? Number.NaN;
    texts[slot] = entry.jobSearchText;
  }

  function townSlotsOf(town: number): number[] {
    townSlots[town] ??= [];
    return townSlots[town];
  }

  function notePlace(town: number, { jobLatitude, jobLongitude }: OpenJobEntry) {
    if (jobLatitude === null || jobLongitude === null) return;
    const known = townPlaces[town];
    if (known === undefined) townPlaces[town] = { latitude: jobLatitude, longitude: jobLongitude };
    else if (known !== 'mixed' && (known.latitude !== jobLatitude || known.longitude !== jobLongitude))
      townPlaces[town] = 'mixed';
  }

  /** A new slot for the entry, in neither the orders, the town lists nor the postings yet. */
  function store(entry: OpenJobEntry): number {
    const slot = jobIDs.length;
    fill(slot, entry);
    slotOf.set(entry.jobID, slot);
    return slot;
  }

  function add(entry: OpenJobEntry) {
    if (entry.jobStartDateTime === null) return;
    const slot = store(entry);
    words.add(entry.jobSearchText, slot);
    const inTown = townSlotsOf(townOf[slot]!);
    inTown.splice(positionAfter(inTown, added, added[slot]!, entry.jobID), 0, slot);
    for (const order of OPEN_JOB_ORDERS) {
      const position = positionAfter(orders[order], keysOf(order), keysOf(order)[slot]!, entry.jobID);
      // an older job put back (a filled job reopened) breaks the slots' order until the next compaction
      if (order === 'jobAddedDateTime' && position < orders[order].length) slotsAscending = false;
      orders[order].splice(position, 0, slot);
    }
  }

  /** The slots in this order become 0, 1, 2…; postings are built anew from the texts. */
  function renumber(slots: number[]) {
    const keep = <T>(column: T[]) => slots.map((slot) => column[slot]!);
    jobIDs = keep(jobIDs);
    added = keep(added);
    starts = keep(starts);
    typeOf = keep(typeOf);
    townOf = keep(townOf);
    hours = keep(hours);
    latitudes = keep(latitudes);
    longitudes = keep(longitudes);
    texts = keep(texts);
    slotOf = new Map(jobIDs.map((jobID, slot) => [jobID, slot]));
    words = createWordIndex();
    townSlots = [];
    for (const [slot, text] of texts.entries()) {
      words.add(text, slot);
      townSlotsOf(townOf[slot]!).push(slot);
    }
    slotsAscending = true;
    const numbered = jobIDs.map((_, slot) => slot);
    orders = {
      jobAddedDateTime: numbered,
      jobStartDateTime: [...numbered].sort(comparer('jobStartDateTime')),
    };
  }

  function remove(jobID: number) {
    const slot = slotOf.get(jobID);
    if (slot === undefined) return;
    for (const order of OPEN_JOB_ORDERS)
      orders[order].splice(positionAfter(orders[order], keysOf(order), keysOf(order)[slot]!, jobID) - 1, 1);
    slotOf.delete(jobID);
    // postings and town lists still name the slot: it no longer matches anything
    texts[slot] = '';
    starts[slot] = Number.NaN;
    if (jobIDs.length > 1000 && slotOf.size < jobIDs.length / 2) compact();
  }

  /** Live slots only, renumbered in the dashboard's order. */
  function compact() {
    renumber(orders.jobAddedDateTime);
  }

  /**
   * Marks the slots whose texts may hold each of the rarer words, as long as their postings together
   * stay within the budget. `required`: how many words a slot must have been marked for (0: none
   * marked, NOTHING_MATCHES: a word no text holds); `rarest`: the postings of the rarest word.
   */
  function markWords(searchWords: string[]): Marking {
    if (searchWords.length === 0) return { required: 0 };
    const candidates = searchWords
      .map((word) => words.postingsOf(word))
      .map((lists) => ({
        lists: lists ?? [],
        size: lists?.reduce((sum, list) => sum + list.length, 0) ?? Infinity,
      }))
      .sort((a, b) => a.size - b.size);
    if (candidates[0]!.size === 0) return { required: NOTHING_MATCHES };
    let budget = slotOf.size * MARKING_BUDGET_PER_JOB;
    const chosen = candidates.filter((candidate) => {
      budget -= candidate.size;
      return budget >= 0;
    });
    if (chosen.length === 0) return { required: 0 };
    if (marks.length < jobIDs.length) {
      marks = new Uint32Array(Math.max(1024, jobIDs.length * 2));
      hits = new Uint8Array(marks.length);
    }
    stamp += 1;
    chosen.forEach(({ lists }, done) => {
      for (const list of lists)
        for (const slot of list) {
          if (done === 0 && marks[slot] !== stamp) {
            marks[slot] = stamp;
            hits[slot] = 1;
          } else if (marks[slot] === stamp && hits[slot] === done) hits[slot] = done + 1;
        }
    });
    return { required: chosen.length, rarest: chosen[0]!.lists };
  }

  /** Room for `size` slots in slotList. */
  function slotListOf(size: number): Int32Array {
    if (slotList.length < size) slotList = new Int32Array(Math.max(1024, size * 2));
    return slotList;
  }

  /** The slots, ascending in the dashboard's order, of the marked jobs that may hold every word. */
  function markedSlots(marked: Marking, size: number): Int32Array {
    const slots = slotListOf(size);
    let count = 0;
    for (const list of marked.rarest ?? [])
      for (const slot of list)
        if (marks[slot] === stamp && hits[slot] === marked.required) slots[count++] = slot;
    const found = slots.subarray(0, count);
    const sorted = slotsAscending ? found.sort() : found.sort(comparer('jobAddedDateTime'));
    // a slot listed under two text words that hold the search word is kept once
    let unique = 0;
    for (let position = 0; position < count; position += 1)
      if (unique === 0 || sorted[unique - 1] !== sorted[position]) sorted[unique++] = sorted[position]!;
    return sorted.subarray(0, unique);
  }

  /** The slots of the towns within the area, when they are few and slot numbers follow the dashboard's order. */
  function areaSlots(area: SearchArea, few: number): Int32Array | undefined {
    if (!slotsAscending) return undefined;
    const withinArea = withinRadiusOf(area.centre, area.radiusKm);
    const lists = townSlots.filter((list, town) => {
      const place = townPlaces[town];
      if (!list || place === undefined) return false;
      return place === 'mixed' || withinArea(place.latitude, place.longitude);
    });
    const size = lists.reduce((sum, list) => sum + list.length, 0);
    if (size > few) return undefined;
    const slots = slotListOf(size).subarray(0, size);
    let count = 0;
    for (const list of lists) for (const slot of list) slots[count++] = slot;
    return slots.sort();
  }

  /**
   * The slots worth testing, in the dashboard's order, so the walk skips the rest: the town's own list,
   * or the jobs marked for the rarest word or those of the towns in the area when they are few; else
   * undefined, and the walk takes every job.
   */
  function fewSlots(town: number, marked: Marking, area: SearchArea | undefined) {
    const few = slotOf.size * FEW_SLOTS_SHARE;
    const markedSize = marked.rarest?.reduce((sum, list) => sum + list.length, 0) ?? Infinity;
    if (town !== ANY) {
      const inTown = townSlots[town] ?? [];
      if (!(markedSize <= few && markedSize < inTown.length / 4)) return inTown;
    }
    if (markedSize <= few) return markedSlots(marked, markedSize);
    return area && areaSlots(area, few);
  }

  /** The conditions as one test of a slot (numbers wherever the database compares values), and the few slots worth it. */
  function matcher(conditions: JobConditions, now: string) {
    const { area, words: required } = conditions;
    const nowKey = timeKey(now);
    const from = conditions.startFrom ? timeKey(conditions.startFrom) : -Infinity;
    const to = conditions.startTo ? timeKey(conditions.startTo) : Infinity;
    const type = conditions.jobType ? types.find(conditions.jobType) : ANY;
    const town = !area && conditions.locationKey ? towns.find(conditions.locationKey) : ANY;
    const hasHours = conditions.hoursMin !== undefined || conditions.hoursMax !== undefined;
    const least = conditions.hoursMin ?? -Infinity;
    const most = conditions.hoursMax ?? Infinity;
    const marking = markWords(required);
    const marked = marking.required;
    if (marked === NOTHING_MATCHES) return { test: () => false, slots: [] };
    const withinArea = area && withinRadiusOf(area.centre, area.radiusKm);
    const test = (slot: number) => {
      const start = starts[slot]!;
      if (!(start > nowKey) || start < from || start > to) return false;
      if (marked && (marks[slot] !== stamp || hits[slot] !== marked)) return false;
      if (type !== ANY && typeOf[slot] !== type) return false;
      if (town !== ANY && townOf[slot] !== town) return false;
      if (hasHours && !(hours[slot]! >= least && hours[slot]! <= most)) return false;
      // the database's formula (jobs.repository.ts withinArea); a job without coordinates (NaN) fails it
      if (withinArea && !withinArea(latitudes[slot]!, longitudes[slot]!)) return false;
      for (const word of required) if (!texts[slot]!.includes(word)) return false;
      return true;
    };
    return { test, slots: fewSlots(town, marking, area) };
  }

  const index: OpenJobIndex = {
    put(entry) {
      const slot = slotOf.get(entry.jobID);
      const keepsPlace =
        slot !== undefined &&
        entry.jobStartDateTime !== null &&
        added[slot] === timeKey(entry.jobAddedDateTime) &&
        starts[slot] === timeKey(entry.jobStartDateTime) &&
        townOf[slot] === towns.find(entry.jobLocationKey);
      if (!keepsPlace) {
        remove(entry.jobID);
        add(entry);
        return;
      }
      const textChanged = texts[slot] !== entry.jobSearchText;
      fill(slot, entry);
      if (textChanged) words.add(entry.jobSearchText, slot);
    },
    remove,
    get size() {
      return slotOf.size;
    },
    search({ conditions, order, now, direction, after, offset, pageSize, countLimit }) {
      const { test, slots } = matcher(conditions, now);
      // a town's or a rare word's own slots are in the dashboard's order, not in the soonest-first one
      const sequence = (order === 'jobAddedDateTime' && slots) || orders[order];
      const step = direction === 'desc' ? -1 : 1;
      const end = direction === 'desc' ? -1 : sequence.length;
      const pageIDs: number[] = [];
      // one walk from the top counts and, without a cursor, collects the page past `offset`
      let counted = 0;
      for (
        let position = direction === 'desc' ? sequence.length - 1 : 0;
        position !== end;
        position += step
      ) {
        if (counted >= countLimit && (after || pageIDs.length >= pageSize)) break;
        const slot = sequence[position]!;
        if (!test(slot)) continue;
        counted += 1;
        if (!after && pageIDs.length < pageSize && counted > offset) pageIDs.push(jobIDs[slot]!);
      }
      if (after) {
        const keys = keysOf(order);
        const key = timeKey(String(after.value));
        // descending: the last position before the cursor's job; ascending: the first after it
        let position =
          direction === 'desc'
            ? positionAfter(sequence, keys, key, after.id - 1) - 1
            : positionAfter(sequence, keys, key, after.id);
        for (; position !== end && pageIDs.length < pageSize; position += step)
          if (test(sequence[position]!)) pageIDs.push(jobIDs[sequence[position]!]!);
      }
      return { pageIDs, counted: Math.min(counted, countLimit) };
    },
  };

  return {
    add(entries) {
      for (const entry of entries) if (entry.jobStartDateTime !== null) store(entry);
    },
    finish() {
      // slots numbered newest last: the dashboard's walk then reads the columns front to back
      renumber([...slotOf.values()].sort(comparer('jobAddedDateTime')));
      return index;
    },
  };
}
