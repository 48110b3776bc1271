/** A text as one phrase of an FTS5 query, whatever quotes or operators it holds. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
