import {
  accountDeletionSchema,
  askDeletionPayloadSchema,
  dataExportListSchema,
  dataExportQuerySchema,
  dataExportSchema,
} from '@jobbel/shared/my-data/my-data.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { askDeletion, cancelDeletion } from './account-deletion.service';
import { askDataExport, dataExportFile, dataExportsOf } from './my-data.service';

const tags = ['my-data'];

/** A person's own data: an export to download (docs/decisions/my-data.md). */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.post(
    '/mydata/exports',
    {
      schema: {
        tags,
        summary: "Asks for an export of the account's data; it is built in the background",
        description:
          'Once a day. When it is ready the person gets a notice and a mail; the zip can be downloaded for 7 days.',
        response: { 202: dataExportSchema, ...errors(429) },
      },
    },
    async (request, reply) => reply.code(202).send(await askDataExport(app.db, request.session)),
  );

  app.get(
    '/mydata/exports',
    {
      schema: {
        tags,
        summary: "The account's exports, newest first",
        response: { 200: dataExportListSchema },
      },
    },
    async (request) => ({ exports: await dataExportsOf(app.db, request.session) }),
  );

  app.get(
    '/mydata/exports/download',
    {
      schema: {
        tags,
        summary: 'The zip of a ready export, for the account that asked it, until it expires',
        querystring: dataExportQuerySchema,
        produces: ['application/zip'],
        response: { 200: z.any(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await dataExportFile(app.db, request.session, request.query.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
    },
  );

  app.post(
    '/mydata/deletion',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'The account asks to be deleted, with its password; done 30 days later unless cancelled',
        description:
          'Meanwhile the profile is hidden, open applications are withdrawn and businesses with a booked shift are told. What the law makes an employer keep stays five years after the engagement (docs/decisions/my-data.md).',
        body: askDeletionPayloadSchema,
        response: { 200: accountDeletionSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request) =>
      askDeletion(app.db, app.caches.failedLogins, app.config.PUBLIC_URL, request.session, request.body),
  );

  app.delete(
    '/mydata/deletion',
    {
      schema: {
        tags,
        summary: 'Cancels an asked deletion before it is done; the profile shows again as it did',
        response: { 200: accountDeletionSchema, ...errors(409) },
      },
    },
    async (request) => cancelDeletion(app.db, request.session),
  );
};
