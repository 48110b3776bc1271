import { expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';

const testApp = useTestApp();

it('sends the security headers with every answer, an error too, the policy allowing banners from https addresses', async () => {
  for (const url of ['/api/health/live', '/api/nothing-here']) {
    const { headers } = await testApp.app.inject({ method: 'GET', url });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
    });
    const policy = String(headers['content-security-policy']).split(';');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https:");
    // a plain-http install on a LAN address must still load its own assets
    expect(policy.join(';')).not.toContain('upgrade-insecure-requests');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});
