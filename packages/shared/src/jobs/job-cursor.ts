/**
 * Where 'Meer jobs laden' continues: the last job's sort value and id, so the next page is
 * found through the index whatever its depth, and jobs added meanwhile cause no gaps or repeats.
 * Clients pass the text back as it came; its inside is no contract.
 */
export interface JobCursor {
  value: string | number;
  id: number;
}

export function encodeJobCursor(cursor: JobCursor): string {
  return JSON.stringify([cursor.value, cursor.id]);
}

/** The cursor, or null for any text that is not one this API wrote. */
export function decodeJobCursor(text: string): JobCursor | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { value, id };
  } catch {
    return null;
  }
}
