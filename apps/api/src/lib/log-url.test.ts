import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../composition/logging';
import { loadConfig } from '../config/env';
import { urlWithoutSecrets } from './log-url';

describe('what the request log keeps of an address', () => {
  it('leaves out the unsubscribe token, codes and the calendar feed’s secret, and keeps the rest', () => {
    expect(urlWithoutSecrets('/api/unsubscribe?user=12&category=email&token=Zm9vYmFy')).toBe(
      '/api/unsubscribe?user=12&category=email&token=[redacted]',
    );
    expect(urlWithoutSecrets('/api/calendar/abcDEF123_-xyz/jobbel.ics')).toBe(
      '/api/calendar/[redacted]/jobbel.ics',
    );
    expect(urlWithoutSecrets('/api/x?Code=123456&page=2')).toBe('/api/x?Code=[redacted]&page=2');
    expect(urlWithoutSecrets('/api/jobs?limit=13&jobLocation=Gent')).toBe(
      '/api/jobs?limit=13&jobLocation=Gent',
    );
  });

  it('is how the server logs each request', () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })) as {
      serializers: { req: (request: object) => { url: string } };
    };
    const logged = options.serializers.req({
      method: 'GET',
      url: '/api/unsubscribe?user=1&category=email&token=secret',
      host: 'localhost',
      ip: '127.0.0.1',
    });
    expect(logged.url).toBe('/api/unsubscribe?user=1&category=email&token=[redacted]');
  });
});
