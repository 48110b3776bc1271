/** Every query key of the admin feature. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  list: (kind: string, query: unknown) => ['admin', kind, query] as const,
};
