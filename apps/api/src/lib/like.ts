/** A LIKE pattern that matches the text anywhere, with LIKE's own wildcards escaped (use ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
