import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { accountSchema } from '@jobbel/shared/accounts/account.schemas';
import { apiErrorSchema, messageResponseSchema } from '@jobbel/shared/app/error.schemas';
import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { applicationSchema } from '@jobbel/shared/applications/application.schemas';
import { tokenResponseSchema } from '@jobbel/shared/auth/login.schemas';
import { businessHourSchema, businessSchema } from '@jobbel/shared/businesses/business.schemas';
import { workExperienceSchema } from '@jobbel/shared/experience/experience.schemas';
import { jobSchema } from '@jobbel/shared/jobs/job.schemas';
import { userSettingsSchema } from '@jobbel/shared/settings/settings.schemas';
import { userSkillSchema } from '@jobbel/shared/skills/skill.schemas';
import { userSchema } from '@jobbel/shared/users/user.schemas';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { needsSession } from './auth';

/** Schemas several operations answer with: one component each in the document, referenced. */
const SHARED_COMPONENTS: Record<string, ZodType> = {
  ApiError: apiErrorSchema,
  Message: messageResponseSchema,
  Account: accountSchema,
  TokenResponse: tokenResponseSchema,
  User: userSchema,
  Job: jobSchema,
  Business: businessSchema,
  BusinessHour: businessHourSchema,
  Application: applicationSchema,
  UserSkill: userSkillSchema,
  WorkExperience: workExperienceSchema,
  UserSettings: userSettingsSchema,
};

for (const [id, schema] of Object.entries(SHARED_COMPONENTS)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/** GET /api/jobs/{id} → getJobsById: unique, stable, derived from the route itself. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * Completes every API route's description once, instead of in each route: an operationId, a
 * summary, and the error answers every route or a rate-limited one can give.
 */
function describeRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((each) => each !== 'HEAD') ?? methods[0]!;
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  schema.operationId ??= operationIdOf(method, route.url);
  schema.summary ??= `${method} ${route.url}`;
  schema.tags ??= [route.url.split('/')[2] ?? 'api'];
  schema.response ??= {};
  const responses = schema.response as Record<string, unknown>;
  responses[400] ??= apiErrorSchema;
  if (route.config && 'rateLimit' in (route.config as object)) responses[429] ??= apiErrorSchema;
}

/**
 * Whether a route needs a session is known once its scope has seen it (signedInOnly), after this
 * plugin's onRoute hook: the document says so as it is written. The route keeps its own schema.
 */
const describeSession: typeof jsonSchemaTransform = (input) => {
  const { route, url } = input;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return jsonSchemaTransform(input);
  const schema = { ...(input.schema as Record<string, unknown>) };
  if (needsSession(route)) schema.response = { 401: apiErrorSchema, ...(schema.response as object) };
  else schema.security = [];
  return jsonSchemaTransform({ ...input, schema: schema as typeof input.schema });
};

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs outside production. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { ui: boolean; version: string },
): Promise<void> {
  app.addHook('onRoute', describeRoute);
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 describes a nullable reference (`user: User | null`) as JSON Schema does
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: options.version,
        description: 'The API of the Jobbel web app: accounts, workers, businesses, jobs and applications.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: describeSession,
    transformObject: jsonSchemaTransformObject,
  });
  if (options.ui) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
