/**
 * Whether a trigram index can look the text up: three characters or more (counted as characters, not
 * UTF-16 units). A shorter one is matched by reading the rows; SQLite's index would find nothing.
 */
export function trigramsCanFind(text: string): boolean {
  return [...text].length >= 3;
}

/** A text as one phrase of an FTS5 query, whatever quotes or operators it holds. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
