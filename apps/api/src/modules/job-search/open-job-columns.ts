import { OPEN_JOB_ORDERS, type OpenJobEntry, type OpenJobOrder, timeKey } from './open-job-entry';
import { createWordIndex } from './word-index';

export const NOT_KNOWN = -2;

/** Names as small numbers: a town or type compares as one integer during a walk. */
class Interner {
  private readonly ids = new Map<string, number>();

  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(name, id);
    }
    return id;
  }

  find(name: string): number {
    return this.ids.get(name) ?? NOT_KNOWN;
  }
}

/**
 * A list built by appending, with room to grow: a list made at its exact length (`map`, a spread) has
 * none, and the first job added after a load or a compaction then copied every column and order into a
 * larger one, 35-50 ms at 92,000 open jobs on the thread that answers requests
 * (docs/decisions/national-scale.md).
 */
function appended<T>(length: number, at: (index: number) => T): T[] {
  const list: T[] = [];
  for (let index = 0; index < length; index += 1) list.push(at(index));
  return list;
}

type TownPlace = { latitude: number; longitude: number } | 'mixed';

/**
 * The open jobs as columns of numbers, one slot per job, so a walk compares numbers (times, type,
 * town, hours, coordinates) and reads a text only for a word it could not mark. `orders` list the live
 * slots by (column, jobID); per town, its slots in the dashboard's order. A job without a start is
 * never open, so it is never kept.
 */
export class OpenJobColumns {
  readonly types = new Interner();
  readonly towns = new Interner();
  jobIDs: number[] = [];
  added: number[] = [];
  starts: number[] = [];
  typeOf: number[] = [];
  townOf: number[] = [];
  hours: number[] = [];
  latitudes: number[] = [];
  longitudes: number[] = [];
  texts: string[] = [];
  slotOf = new Map<number, number>();
  words = createWordIndex();
  orders: Record<OpenJobOrder, number[]> = { jobAddedDateTime: [], jobStartDateTime: [] };
  /** per town, its slots in the dashboard's order (removed ones stay until the next compaction) */
  townSlots: number[][] = [];
  /** per town, the coordinates its jobs share ('mixed' when they differ: then always searched) */
  readonly townPlaces: TownPlace[] = [];
  /** whether slot numbers follow the dashboard's order: true until an older job is put back */
  slotsAscending = true;

  get live(): number {
    return this.slotOf.size;
  }

  keysOf(order: OpenJobOrder): number[] {
    return order === 'jobAddedDateTime' ? this.added : this.starts;
  }

  comparer(order: OpenJobOrder): (a: number, b: number) => number {
    const keys = this.keysOf(order);
    const jobIDs = this.jobIDs;
    return (a, b) => keys[a]! - keys[b]! || jobIDs[a]! - jobIDs[b]!;
  }

  /** The first position in a sequence of slots sorted by (keys, jobID) whose job sorts after (key, jobID). */
  positionAfter(positions: ArrayLike<number>, keys: number[], key: number, jobID: number): number {
    const jobIDs = this.jobIDs;
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

  /** A new slot for the entry, in neither the orders, the town lists nor the postings yet. */
  store(entry: OpenJobEntry): number {
    const slot = this.jobIDs.length;
    this.fill(slot, entry);
    this.slotOf.set(entry.jobID, slot);
    return slot;
  }

  fill(slot: number, entry: OpenJobEntry): void {
    this.jobIDs[slot] = entry.jobID;
    this.added[slot] = timeKey(entry.jobAddedDateTime);
    this.starts[slot] = timeKey(entry.jobStartDateTime!);
    this.typeOf[slot] = this.types.idOf(entry.jobType);
    const town = this.towns.idOf(entry.jobLocationKey);
    this.townOf[slot] = town;
    this.notePlace(town, entry);
    this.hours[slot] = entry.jobHours ?? Number.NaN;
    this.latitudes[slot] = entry.jobLatitude ?? Number.NaN;
    this.longitudes[slot] = entry.jobLongitude ?? Number.NaN;
    this.texts[slot] = entry.jobSearchText;
  }

  /** The entry in a slot of its own, placed in the orders, its town's list and the postings. */
  add(entry: OpenJobEntry): void {
    if (entry.jobStartDateTime === null) return;
    const slot = this.store(entry);
    this.words.add(entry.jobSearchText, slot);
    const inTown = this.townSlotsOf(this.townOf[slot]!);
    inTown.splice(this.positionAfter(inTown, this.added, this.added[slot]!, entry.jobID), 0, slot);
    for (const order of OPEN_JOB_ORDERS) {
      const keys = this.keysOf(order);
      const position = this.positionAfter(this.orders[order], keys, keys[slot]!, entry.jobID);
      // an older job put back (a filled job reopened) breaks the slots' order until the next compaction
      if (order === 'jobAddedDateTime' && position < this.orders[order].length) this.slotsAscending = false;
      this.orders[order].splice(position, 0, slot);
    }
  }

  remove(jobID: number): void {
    const slot = this.slotOf.get(jobID);
    if (slot === undefined) return;
    for (const order of OPEN_JOB_ORDERS) {
      const keys = this.keysOf(order);
      this.orders[order].splice(this.positionAfter(this.orders[order], keys, keys[slot]!, jobID) - 1, 1);
    }
    this.slotOf.delete(jobID);
    // postings and town lists still name the slot: it no longer matches anything
    this.texts[slot] = '';
    this.starts[slot] = Number.NaN;
    if (this.jobIDs.length > 1000 && this.live < this.jobIDs.length / 2)
      this.renumber(this.orders.jobAddedDateTime);
  }

  /** Whether the entry keeps its slot's place in every order and town list. */
  keepsPlace(slot: number, entry: OpenJobEntry): boolean {
    return (
      entry.jobStartDateTime !== null &&
      this.added[slot] === timeKey(entry.jobAddedDateTime) &&
      this.starts[slot] === timeKey(entry.jobStartDateTime) &&
      this.townOf[slot] === this.towns.find(entry.jobLocationKey)
    );
  }

  /** The slots in this order become 0, 1, 2…; postings and town lists are built anew from the texts. */
  renumber(slots: number[]): void {
    const keep = <T>(column: T[]) => appended(slots.length, (index) => column[slots[index]!]!);
    this.jobIDs = keep(this.jobIDs);
    this.added = keep(this.added);
    this.starts = keep(this.starts);
    this.typeOf = keep(this.typeOf);
    this.townOf = keep(this.townOf);
    this.hours = keep(this.hours);
    this.latitudes = keep(this.latitudes);
    this.longitudes = keep(this.longitudes);
    this.texts = keep(this.texts);
    this.slotOf = new Map(this.jobIDs.map((jobID, slot) => [jobID, slot]));
    this.words = createWordIndex();
    this.townSlots = [];
    for (const [slot, text] of this.texts.entries()) {
      this.words.add(text, slot);
      this.townSlotsOf(this.townOf[slot]!).push(slot);
    }
    this.slotsAscending = true;
    this.orders = {
      jobAddedDateTime: appended(this.jobIDs.length, (slot) => slot),
      jobStartDateTime: appended(this.jobIDs.length, (slot) => slot).sort(this.comparer('jobStartDateTime')),
    };
  }

  private townSlotsOf(town: number): number[] {
    this.townSlots[town] ??= [];
    return this.townSlots[town];
  }

  private notePlace(town: number, { jobLatitude, jobLongitude }: OpenJobEntry): void {
    if (jobLatitude === null || jobLongitude === null) return;
    const known = this.townPlaces[town];
    if (known === undefined) this.townPlaces[town] = { latitude: jobLatitude, longitude: jobLongitude };
    else if (known !== 'mixed' && (known.latitude !== jobLatitude || known.longitude !== jobLongitude))
      this.townPlaces[town] = 'mixed';
  }
}
