import { accountCreatedSchema, accountSchema } from '@jobbel/shared/accounts/account.schemas';
import { pageOf } from '@jobbel/shared/app/page.schemas';
import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { accountCreateSchema, accountUpdateSchema } from '@jobbel/shared/auth/register.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { badRequest } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { pagingQuerySchema } from '../../lib/paging';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  accountsVisibleTo,
  createAccount,
  deleteAccount,
  getAccount,
  renameAccount,
} from './accounts.service';

const accountListSchema = pageOf(accountSchema);
/** `/accounts/{id}` takes the id in the path, `/accounts?id=` in the query (spec 000 §7 uses both). */
const idIn = (path: string) =>
  path.includes(':id')
    ? { params: z.object({ id: idSchema }), querystring: z.object({ id: idSchema.optional() }) }
    : { querystring: z.object({ id: idSchema.optional() }) };

function pickId(params: unknown, query: { id?: number }): number {
  const id = (params as { id?: number }).id ?? query.id;
  if (id === undefined)
    throw badRequest('validation_error', t('api.common.idRequired'), {
      fields: { id: t('api.common.idRequired') },
    });
  return id;
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags: ['accounts'],
        summary: 'Step 1 of registration: the account and its OAuth client',
        body: accountCreateSchema,
        response: { 201: accountCreatedSchema, ...errors(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createAccount(app.db, request.body)),
  );
  await app.register(ownAccountRoutes);
};

/** Reading, renaming and deleting accounts: one's own, or any for an administrator. */
const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.get(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Without id: your own account (administrators: every account, paged)',
        querystring: pagingQuerySchema.extend({ id: idSchema.optional() }),
        response: { 200: z.union([accountSchema, accountListSchema]) },
      },
    },
    async (request) => {
      const auth = request.session;
      if (request.query.id !== undefined) return getAccount(app.db, auth, request.query.id);
      return accountsVisibleTo(app.db, auth, request.query);
    },
  );

  for (const path of ['/accounts', '/accounts/:id']) {
    app.put(
      path,
      {
        schema: {
          tags: ['accounts'],
          ...idIn(path),
          body: accountUpdateSchema,
          response: { 200: accountSchema },
        },
      },
      async (request) =>
        renameAccount(app.db, request.session, pickId(request.params, request.query), request.body),
    );

    app.delete(path, { schema: { tags: ['accounts'], ...idIn(path) } }, async (request, reply) => {
      const auth = request.session;
      const accountID = pickId(request.params, request.query);
      await deleteAccount(app.db, auth, accountID);
      request.log.info({ accountID, by: auth.accountID }, 'account deleted');
      return reply.code(204).send();
    });
  }
};
