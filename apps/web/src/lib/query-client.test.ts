import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { clearSession, saveSession } from './session-store';

describe('the query cache and the session', () => {
  it('forgets everything a person was shown when her session ends, and keeps it while it lasts', async () => {
    await saveSession(
      {
        access_token: 'tok',
        token_type: 'Bearer',
        expires_in: 3600,
        issued_at: Math.floor(Date.now() / 1000),
      },
      false,
    );
    queryClient.setQueryData(['notifications'], { unread: 3 });
    queryClient.setQueryData(['jobs', 'detail', 7], { jobTitle: 'Kelner voor het weekend' });
    expect(queryClient.getQueryData(['notifications'])).toEqual({ unread: 3 });

    await clearSession();
    expect(queryClient.getQueryData(['notifications'])).toBeUndefined();
    expect(queryClient.getQueryData(['jobs', 'detail', 7])).toBeUndefined();
  });
});
