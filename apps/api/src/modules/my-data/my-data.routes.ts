import {
  dataExportListSchema,
  dataExportQuerySchema,
  dataExportSchema,
} from '@jobbel/shared/my-data/my-data.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
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
};
