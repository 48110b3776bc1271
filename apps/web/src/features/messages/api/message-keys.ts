export const messageKeys = {
  all: ['messages'] as const,
  inbox: ['messages', 'inbox'] as const,
  inboxPages: ['messages', 'inbox', 'pages'] as const,
  waiting: ['messages', 'inbox', 'waiting'] as const,
  of: (applicationID: number) => ['messages', applicationID] as const,
};
