import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  costEstimateSchema,
  dimonaDeclarationSchema,
  EXPORT_FORMAT_VERSION,
  exportPeriodQuerySchema,
  PERFORMANCE_COLUMNS,
  performanceListSchema,
} from '@jobbel/shared/engagements/exports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-download';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { costEstimateOf, dimonaDeclarationOf, performancesOf } from './exports.service';

const tags = ['engagements'];
const COST_COLUMNS = [
  'regime',
  'engagements',
  'hours',
  'studentHoursBeyondQuota',
  'gross',
  'employerContribution',
  'total',
] as const;
const csvOrJson = (schema: z.ZodType) => ({
  200: schema.describe(
    'JSON with format=json; with format=csv (the default) a Belgian CSV, described in docs/exports.md',
  ),
  ...errors(400, 403, 404),
});
/** What a business takes to the RSZ or its social secretariat (docs/exports.md, format version 1). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/exports/dimona',
    {
      schema: {
        tags,
        summary: 'One engagement as a Dimona declaration, in the fields the RSZ web service takes',
        description: 'Shows the worker’s INSZ to the business that engaged her; each showing is recorded.',
        querystring: z.object({ id: idSchema }),
        response: { 200: dimonaDeclarationSchema, ...errors(400, 403, 404) },
      },
    },
    async (request) => dimonaDeclarationOf(app.db, app.cipher, request.session, request.query.id),
  );

  app.get(
    '/exports/performances',
    {
      schema: {
        tags,
        summary: 'The worked performances of a period (from, to: days), for a social secretariat',
        querystring: exportPeriodQuerySchema,
        response: csvOrJson(performanceListSchema),
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const data = await performancesOf(app.db, app.cipher, request.session, { from, to });
      if (format === 'json') return { formatVersion: EXPORT_FORMAT_VERSION, from, to, data };
      return sendCsv(reply, `jobbel-prestaties-${from}-${to}.csv`, PERFORMANCE_COLUMNS, data);
    },
  );

  app.get(
    '/exports/costs',
    {
      schema: {
        tags,
        summary: 'An estimate of what a period costs: gross wage and employer contributions per regime',
        querystring: exportPeriodQuerySchema,
        response: csvOrJson(costEstimateSchema),
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const estimate = await costEstimateOf(app.db, request.session, { from, to });
      if (format === 'json') return estimate;
      return sendCsv(
        reply,
        `jobbel-kostenraming-schatting-${from}-${to}.csv`,
        COST_COLUMNS,
        estimate.regimes,
      );
    },
  );
};
