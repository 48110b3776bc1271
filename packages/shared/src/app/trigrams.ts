/** The characters of a trigram: the fewest a trigram index can look up. */
export const TRIGRAM_CHARACTERS = 3;

/**
 * Whether a trigram index can look the text up (counted as characters, not UTF-16 units). A shorter one
 * is matched by reading the rows; SQLite's index would find nothing.
 */
export function trigramsCanFind(text: string): boolean {
  return [...text].length >= TRIGRAM_CHARACTERS;
}
