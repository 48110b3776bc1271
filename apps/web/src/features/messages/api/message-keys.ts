export const messageKeys = {
  all: ['messages'] as const,
  inbox: ['messages', 'inbox'] as const,
  of: (applicationID: number) => ['messages', applicationID] as const,
};
