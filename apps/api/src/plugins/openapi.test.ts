import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: object }>>;
  components: { schemas: Record<string, unknown> };
};
beforeAll(async () => {
  testApp = await buildTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => testApp.close());

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
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/oauth2/token', 'post'],
      ['/api/accounts', 'post'],
      ['/api/health', 'get'],
      ['/api/password/forgot', 'post'],
      ['/api/password/reset', 'post'],
    ] as const) {
      expect(security(path, method), `${method} ${path}`).toEqual([]);
    }
    expect(security('/api/me', 'get')).toBeUndefined();
  });

  it('describes shared answers once, as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'Job', 'User', 'Business', 'Application']),
    );
  });
});
