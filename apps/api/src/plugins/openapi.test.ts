import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/build-test-app';

const testApp = useTestApp();
let document: {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: object }>>;
  components: { schemas: Record<string, unknown> };
};
beforeAll(async () => {
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('Swagger UI', () => {
  it('is on outside production and off in production unless API_DOCS=1', async () => {
    const off = await buildTestApp({ API_DOCS: '0' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without errors", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation uniquely and documents its errors', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('marks public operations as public and the rest as needing a token', () => {
    const publicOperations = operations()
      .filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(({ path, method }) => `${method} ${path}`);
    expect(publicOperations.sort()).toEqual(
      [
        'get /api/health',
        'get /api/health/live',
        'get /api/health/ready',
        'post /api/oauth2/token',
        'post /api/login',
        'put /api/confirmemail',
        'post /api/confirmemail',
        'post /api/password/forgot',
        'post /api/password/reset',
        'post /api/accounts',
        'get /api/jobs/upcoming',
        'get /api/places',
        // the links in mails and calendar apps carry their own secret
        'get /api/unsubscribe',
        'post /api/unsubscribe',
        'get /api/calendar/{token}/jobbel.ics',
        'get /api/push/key',
      ].sort(),
    );
    expect(document.paths['/api/me']?.get?.security).toBeUndefined();
  });

  it('says of each operation what it does: one that needs a token refuses a visitor without one, and only that one', async () => {
    const mismatches: string[] = [];
    for (const { path, method, operation } of operations()) {
      const url = path
        .replace(/\{\w+\}/g, '1')
        .replace('/api/calendar/1/', `/api/calendar/${'a'.repeat(43)}/`);
      const response = await testApp.app.inject({ method: method.toUpperCase() as 'GET', url });
      const documentedPublic = Array.isArray(operation.security) && operation.security.length === 0;
      // validation runs before the session check, so a refusal of the input may come first
      const refused = response.statusCode === 401 || response.statusCode === 400;
      if (documentedPublic ? response.statusCode === 401 : !refused)
        mismatches.push(
          `${method} ${path}: ${documentedPublic ? 'public' : 'token'} → ${response.statusCode}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('describes shared answers once, as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'Job', 'User', 'Business', 'Application']),
    );
  });
});
