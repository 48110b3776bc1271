/** Hours in Dutch notation: 7,5 — 8 — 4,25. */
export function formatHours(hours: number): string {
  return String(hours).replace('.', ',');
}
