/**
 * The words of the indexed job texts and, per word, the slots whose text held it. A search word
 * matches inside a text word ('keuken' in 'keukenhulp'), as the database's LIKE and trigram searches
 * do: texts are single-spaced search keys and search words hold no space, so a match never spans two
 * text words. Postings only grow; a slot whose text changed is checked against its text anyway.
 */
export function createWordIndex() {
  const vocabulary: string[] = [];
  const idOf = new Map<string, number>();
  const postings: number[][] = [];
  // per search word, the vocabulary entries containing it, looked through up to `scanned`
  const containing = new Map<string, { ids: number[]; scanned: number }>();

  return {
    add(text: string, slot: number) {
      for (const word of new Set(text.split(' '))) {
        let id = idOf.get(word);
        if (id === undefined) {
          id = vocabulary.length;
          vocabulary.push(word);
          idOf.set(word, id);
          postings.push([]);
        }
        postings[id]!.push(slot);
      }
    },
    /** The postings of every text word that contains `part`. */
    postingsOf(part: string): number[][] {
      let known = containing.get(part);
      if (!known) {
        if (containing.size >= 10_000) containing.clear();
        known = { ids: [], scanned: 0 };
        containing.set(part, known);
      }
      for (; known.scanned < vocabulary.length; known.scanned += 1)
        if (vocabulary[known.scanned]!.includes(part)) known.ids.push(known.scanned);
      return known.ids.map((id) => postings[id]!);
    },
  };
}
