import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../lib/i18n';
import { useTestApp } from '../test/build-test-app';
import { readsAsEnglish } from '../test/reads-dutch';
import { bearer, loginAs, registerPerson } from '../test/registration-helpers';

const testApp = useTestApp();
let worker: Record<string, string>;
let business: Record<string, string>;

/**
 * A worker and a business with a profile. Writes are limited per account (rate-limit.ts): a test that
 * needs a plain answer after the fuzzing takes fresh ones.
 */
async function freshAccounts() {
  const registeredWorker = await registerPerson(testApp);
  const workerHeaders = bearer(await loginAs(testApp, registeredWorker.person));
  const registeredBusiness = await registerPerson(testApp, { accountType: 'business' });
  const businessHeaders = bearer(await loginAs(testApp, registeredBusiness.person));
  await testApp.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: businessHeaders,
    payload: {
      businessName: 'Zaak',
      businessStreet: 'Kouter',
      businessZipCode: '9000',
      businessCity: 'Gent',
    },
  });
  return { worker: workerHeaders, business: businessHeaders };
}

beforeAll(async () => {
  ({ worker, business } = await freshAccounts());
});

let addressSequence = 0;
/** Every request from an address of its own, so per-IP limits do not hide what validation does. */
const nextAddress = () => {
  addressSequence += 1;
  return `10.77.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
};

const BAD_VALUES: unknown[] = [
  '\u0000',
  'Gent\u0000',
  '2147483648',
  '99999999999999999999',
  2147483648,
  'true',
  true,
  '0x10',
  '1e3',
  '-1',
  1.5,
  '2026-99-99 99:99',
  '2026-02-30',
  'x'.repeat(5000),
  null,
  {},
  [],
];

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface Operation {
  method: string;
  path: string;
  query: string[];
  params: string[];
  body: string[];
}

async function operations(): Promise<Operation[]> {
  const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, OpenApiOperation>>(spec.paths)) {
    // signing out would end the session the rest of the table runs with
    if (path.includes('logout')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((each) => each.in === 'query').map((each) => each.name),
        params: parameters.filter((each) => each.in === 'path').map((each) => each.name),
        body: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return found;
}

function urlOf(operation: Operation, params: Record<string, string>, query: Record<string, string>) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

describe('bad input on every route', () => {
  it('answers 4xx with {error, message} in Dutch, never 5xx, for each bad value in each query, path and body field', async () => {
    const failures: string[] = [];
    const routes = await operations();
    expect(routes.length).toBeGreaterThan(40);
    for (const operation of routes) {
      for (const headers of [worker, business]) {
        for (const value of BAD_VALUES) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          const attempts = [
            ...operation.query.map((name) => ({
              url: urlOf(operation, {}, { [name]: text }),
              payload: undefined,
            })),
            ...operation.params.map((name) => ({
              url: urlOf(operation, { [name]: text }, {}),
              payload: undefined,
            })),
            ...operation.body
              // a short string is a well-formed password: a route that asks only for one judges it, as a
              // failed login that takes its turn (users.test.ts, account-deletion.test.ts), not as bad input
              .filter((name) => !(name === 'password' && typeof value === 'string' && value.length <= 256))
              .map((name) => ({ url: urlOf(operation, {}, {}), payload: { [name]: value } })),
          ];
          for (const attempt of attempts) {
            const response = await testApp.app.inject({
              method: operation.method as 'GET',
              url: attempt.url,
              headers,
              remoteAddress: nextAddress(),
              ...(attempt.payload ? { payload: attempt.payload } : {}),
            });
            const body = response.statusCode >= 400 ? response.json() : {};
            if (
              response.statusCode >= 500 ||
              (response.statusCode >= 400 && !(body.error && body.message)) ||
              (body.message && readsAsEnglish(body.message))
            ) {
              failures.push(
                `${operation.method} ${attempt.url} ${JSON.stringify(attempt.payload)} → ${response.statusCode} ${body.message ?? ''}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a body nested 5,000 levels deep with 400 on every route that takes one, the server unshaken', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deepList = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const fresh = await freshAccounts();
    const failures: string[] = [];
    for (const operation of (await operations()).filter((each) => each.body.length > 0)) {
      for (const payload of [deep, deepList]) {
        const response = await testApp.app.inject({
          method: operation.method as 'POST',
          url: urlOf(operation, {}, {}),
          headers: { ...fresh.worker, 'content-type': 'application/json' },
          remoteAddress: nextAddress(),
          payload,
        });
        if (response.statusCode !== 400 || !response.json().message)
          failures.push(`${operation.method} ${operation.path} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it("answers Fastify's own refusals with their code and a Dutch message", async () => {
    const refusals = [
      {
        code: 'invalid_json',
        status: 400,
        payload: '{"jobTitle":',
        type: 'application/json',
        url: '/api/jobs',
      },
      { code: 'unsupported_media_type', status: 415, payload: 'x', type: 'text/csv', url: '/api/jobs' },
      { code: 'not_found', status: 404, payload: undefined, type: undefined, url: '/api/nothing-here' },
    ];
    const fresh = await freshAccounts();
    for (const refusal of refusals) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: refusal.url,
        headers: { ...fresh.business, ...(refusal.type ? { 'content-type': refusal.type } : {}) },
        remoteAddress: nextAddress(),
        ...(refusal.payload ? { payload: refusal.payload } : {}),
      });
      expect(response.statusCode, refusal.code).toBe(refusal.status);
      expect(response.json().error).toBe(refusal.code);
      expect(readsAsEnglish(response.json().message), response.json().message).toBe(false);
    }
  });

  it('refuses ids that are not positive 32-bit decimal integers', async () => {
    for (const id of ['true', '0x10', '1e3', '2147483648', '-1', '0', '1.5', ' 7']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/jobs?id=${encodeURIComponent(id)}`,
        headers: worker,
      });
      expect(response.statusCode, id).toBe(400);
    }
    // the largest id passes validation and is simply not found
    const largest = await testApp.app.inject({
      method: 'GET',
      url: '/api/jobs?id=2147483647',
      headers: worker,
    });
    expect(largest.statusCode).toBe(404);
  });

  it('stores no job on an impossible date', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: (await freshAccounts()).business,
      payload: {
        jobTitle: 'Onmogelijk',
        jobLocation: 'Gent',
        jobType: 'Bar',
        jobStartDateTime: '2026-99-99 99:99',
        jobEndDateTime: '2026-02-30 10:00',
        jobDescription: '<p>Nooit</p>',
        jobWagePerHour: 15,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.jobStartDateTime).toBeDefined();
    expect(readsAsEnglish(response.json().message)).toBe(false);
    const stored = await testApp.app.db
      .selectFrom('jobs')
      .select('jobID')
      .where('jobTitle', '=', 'Onmogelijk')
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses malformed multipart on the three upload routes with 400', async () => {
    for (const url of ['/api/useravatar', '/api/businessavatar', '/api/businesscoverpicture']) {
      const headers = url === '/api/useravatar' ? worker : business;
      const noBoundary = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode, url).toBe(400);
      expect(noBoundary.json()).toMatchObject({ error: 'invalid_multipart' });
      const truncated = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      });
      expect(truncated.statusCode, url).toBe(400);
      expect(truncated.json().error).toBeTruthy();
    }
  });
});

describe('requests that would stall the server', () => {
  const hugePassword = (length: number) => `Aa1${'a'.repeat(length)}`;
  // a stall (a password's rules or its hash run over the whole text) takes seconds; an answer at once
  // takes a few milliseconds here, and up to 130 ms on a busy CI machine
  const AT_ONCE_MS = 500;

  it('refuses a 900 KB password with 413 at once, on the three password routes, while health answers', async () => {
    for (const [method, url, payload] of [
      [
        'POST',
        '/api/password/reset',
        { email: 'x@example.be', code: '123456', newPassword: hugePassword(900_000) },
      ],
      ['POST', '/api/users', { userPassword: hugePassword(900_000) }],
      ['PUT', '/api/password', { oldPassword: 'x', newPassword: hugePassword(900_000) }],
    ] as const) {
      const started = performance.now();
      const [response, health] = await Promise.all([
        testApp.app.inject({ method, url, headers: worker, payload, remoteAddress: nextAddress() }),
        testApp.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(performance.now() - started, url).toBeLessThan(AT_ONCE_MS);
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toMatchObject({ error: 'payload_too_large' });
      expect(health.statusCode).toBe(200);
    }
  });

  it('refuses a 200 KB password (under the body limit) with 400 at once', async () => {
    for (const [method, url, payload] of [
      [
        'POST',
        '/api/password/reset',
        { email: 'x@example.be', code: '123456', newPassword: hugePassword(200_000) },
      ],
      ['PUT', '/api/password', { oldPassword: 'x', newPassword: hugePassword(200_000) }],
    ] as const) {
      const started = performance.now();
      const response = await testApp.app.inject({
        method,
        url,
        headers: worker,
        payload,
        remoteAddress: nextAddress(),
      });
      expect(performance.now() - started, url).toBeLessThan(AT_ONCE_MS);
      expect(response.statusCode, url).toBe(400);
      if (url === '/api/password/reset')
        expect(response.json().message).toContain(t('validation.password.passwordMustBeAtMost256'));
    }
  });
});
