// a text word in more than this share of the texts (and this many) keeps no postings: a search for it
// reads the texts themselves, and its postings would be most of the index's memory
const COMMON_SHARE = 1 / 4;
const COMMON_AFTER = 1000;

interface Postings {
  slots: Int32Array;
  length: number;
}

/**
 * The words of the indexed job texts and, per word, the slots whose text held it. A search word
 * matches inside a text word ('keuken' in 'keukenhulp'), as the database's LIKE and trigram searches
 * do: texts are single-spaced search keys and search words hold no space, so a match never spans two
 * text words. Postings only grow; a slot whose text changed is checked against its text anyway.
 */
export function createWordIndex() {
  const vocabulary: string[] = [];
  const idOf = new Map<string, number>();
  const postings: (Postings | 'common')[] = [];
  let texts = 0;
  // per search word, the vocabulary entries containing it, looked through up to `scanned`
  const containing = new Map<string, { ids: number[]; scanned: number }>();

  function append(id: number, slot: number) {
    const list = postings[id]!;
    if (list === 'common') return;
    if (list.length === list.slots.length) {
      const grown = new Int32Array(list.slots.length * 2);
      grown.set(list.slots);
      list.slots = grown;
    }
    list.slots[list.length++] = slot;
    if (list.length > COMMON_AFTER && list.length > texts * COMMON_SHARE) postings[id] = 'common';
  }

  return {
    add(text: string, slot: number) {
      texts += 1;
      for (const word of new Set(text.split(' '))) {
        let id = idOf.get(word);
        if (id === undefined) {
          id = vocabulary.length;
          vocabulary.push(word);
          idOf.set(word, id);
          postings.push({ slots: new Int32Array(4), length: 0 });
        }
        append(id, slot);
      }
    },
    /** The postings of every text word that contains `part`; undefined when one of them is common. */
    postingsOf(part: string): Int32Array[] | undefined {
      let known = containing.get(part);
      if (!known) {
        if (containing.size >= 10_000) containing.clear();
        known = { ids: [], scanned: 0 };
        containing.set(part, known);
      }
      for (; known.scanned < vocabulary.length; known.scanned += 1)
        if (vocabulary[known.scanned]!.includes(part)) known.ids.push(known.scanned);
      const lists: Int32Array[] = [];
      for (const id of known.ids) {
        const list = postings[id]!;
        if (list === 'common') return undefined;
        lists.push(list.slots.subarray(0, list.length));
      }
      return lists;
    },
  };
}
