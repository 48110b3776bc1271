import { withinRadiusOf } from '../places/places';
import type { SearchArea } from './job-search-area';
import type { OpenJobColumns } from './open-job-columns';

// postings read per indexed job at most to mark a search's words; commoner words are checked job by job
const MARKING_BUDGET_PER_JOB = 1;
export const NOTHING_MATCHES = -1;
// a word or an area that leaves at most this share of the jobs is walked through its own slots
const FEW_SLOTS_SHARE = 1 / 16;
export const ANY = -1;

/**
 * What marking a search's words left. `required`: how many words a slot must have been marked for
 * (0: none marked, NOTHING_MATCHES: a word no text holds); `rarest`: the postings of the rarest word.
 */
export interface Marking {
  required: number;
  rarest?: Int32Array[];
}

const sizeOf = (lists: Int32Array[] | undefined) => lists?.reduce((sum, list) => sum + list.length, 0);

/**
 * The slots a search may walk instead of all of them: those its rarer words mark, a town's own list,
 * or the towns within its area. A search is synchronous, so the marks and the list of slots one
 * search walks are kept and reused: a fresh list per search was half of what searches allocated
 * (about 100 KB each).
 */
export class OpenJobSlots {
  /** marks[slot] === stamp: the slot holds the first marked word, and hits[slot] of them */
  marks = new Uint32Array(0);
  hits = new Uint8Array(0);
  stamp = 0;
  private slotList = new Int32Array(0);

  constructor(private readonly columns: OpenJobColumns) {}

  /** Marks the slots whose texts may hold each of the rarer words, as long as their postings together stay within the budget. */
  markWords(searchWords: string[]): Marking {
    if (searchWords.length === 0) return { required: 0 };
    const { words, live, jobIDs } = this.columns;
    const candidates = searchWords
      .map((word) => words.postingsOf(word))
      .map((lists) => ({ lists: lists ?? [], size: sizeOf(lists) ?? Infinity }))
      .sort((a, b) => a.size - b.size);
    if (candidates[0]!.size === 0) return { required: NOTHING_MATCHES };
    let budget = live * MARKING_BUDGET_PER_JOB;
    const chosen = candidates.filter((candidate) => {
      budget -= candidate.size;
      return budget >= 0;
    });
    if (chosen.length === 0) return { required: 0 };
    if (this.marks.length < jobIDs.length) {
      this.marks = new Uint32Array(Math.max(1024, jobIDs.length * 2));
      this.hits = new Uint8Array(this.marks.length);
    }
    this.stamp += 1;
    const { marks, hits, stamp } = this;
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

  /**
   * The slots worth testing, in the dashboard's order, so the walk skips the rest: the town's own list,
   * or the jobs marked for the rarest word or those of the towns in the area when they are few; else
   * undefined, and the walk takes every job.
   */
  fewSlots(town: number, marked: Marking, area: SearchArea | undefined): ArrayLike<number> | undefined {
    const few = this.columns.live * FEW_SLOTS_SHARE;
    const markedSize = sizeOf(marked.rarest) ?? Infinity;
    if (town !== ANY) {
      const inTown = this.columns.townSlots[town] ?? [];
      if (!(markedSize <= few && markedSize < inTown.length / 4)) return inTown;
    }
    if (markedSize <= few) return this.markedSlots(marked, markedSize);
    return area && this.areaSlots(area, few);
  }

  /** The slots, ascending in the dashboard's order, of the marked jobs that may hold every word. */
  private markedSlots(marked: Marking, size: number): Int32Array {
    const slots = this.slotListOf(size);
    const { marks, hits, stamp } = this;
    let count = 0;
    for (const list of marked.rarest ?? [])
      for (const slot of list)
        if (marks[slot] === stamp && hits[slot] === marked.required) slots[count++] = slot;
    const found = slots.subarray(0, count);
    const sorted = this.columns.slotsAscending
      ? found.sort()
      : found.sort(this.columns.comparer('jobAddedDateTime'));
    // a slot listed under two text words that hold the search word is kept once
    let unique = 0;
    for (let position = 0; position < count; position += 1)
      if (unique === 0 || sorted[unique - 1] !== sorted[position]) sorted[unique++] = sorted[position]!;
    return sorted.subarray(0, unique);
  }

  /** The slots of the towns within the area, when they are few and slot numbers follow the dashboard's order. */
  private areaSlots(area: SearchArea, few: number): Int32Array | undefined {
    const { townSlots, townPlaces, slotsAscending } = this.columns;
    if (!slotsAscending) return undefined;
    const withinArea = withinRadiusOf(area.centre, area.radiusKm);
    const lists = townSlots.filter((list, town) => {
      const place = townPlaces[town];
      if (!list || place === undefined) return false;
      return place === 'mixed' || withinArea(place.latitude, place.longitude);
    });
    const size = lists.reduce((sum, list) => sum + list.length, 0);
    if (size > few) return undefined;
    const slots = this.slotListOf(size).subarray(0, size);
    let count = 0;
    for (const list of lists) for (const slot of list) slots[count++] = slot;
    return slots.sort();
  }

  /** Room for `size` slots in the reused list. */
  private slotListOf(size: number): Int32Array {
    if (this.slotList.length < size) this.slotList = new Int32Array(Math.max(1024, size * 2));
    return this.slotList;
  }
}
