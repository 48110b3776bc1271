import {
  checkInCodeSchema,
  checkInJobQuerySchema,
  checkInPayloadSchema,
  manualCheckPayloadSchema,
  PRESENCE_COLUMNS,
  presenceListSchema,
  presenceLogSchema,
} from '@jobbel/shared/check-in/check-in.schemas';
import { exportPeriodQuerySchema } from '@jobbel/shared/engagements/exports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-download';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { shiftStepQuery } from '../shifts/shift-route-schemas';
import { checkByHand, checkIn, presenceLog, showCheckInCode } from './check-in.service';
import { presenceOfPeriod } from './presence-export';

const tags = ['check-in'];

/** Checking in and out at the venue, and the presence log it writes (docs/decisions/check-in.md). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  const publicUrl = app.config.PUBLIC_URL;

  app.get(
    '/checkin/code',
    {
      schema: {
        tags,
        summary: "The code the venue's screen shows for one job now (it changes every 30 seconds)",
        description:
          'Only the business of the job. The answer carries the server clock, so the screen knows when to ask again.',
        querystring: checkInJobQuerySchema,
        response: { 200: checkInCodeSchema, ...errors(400, 403, 404) },
      },
    },
    async (request) => showCheckInCode(app.db, request.session, request.query.jobID, publicUrl),
  );

  app.post(
    '/checkin',
    {
      schema: {
        tags,
        summary:
          'The worker checks in or out of her booked shift with the code of the venue, scanned or typed',
        description:
          'Check-in from 60 minutes before the booked start to its end; check-out from the check-in to 6 hours after the end. Tries are counted per worker and per job.',
        body: checkInPayloadSchema,
        response: { 200: presenceLogSchema, ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request) => checkIn(app.db, request.session, request.body),
  );

  app.post(
    '/checkin/manual',
    {
      schema: {
        tags,
        summary: 'The business checks a booked worker in or out by hand, or corrects a check, with a reason',
        description:
          'Appended to the log as made by hand, by whom and why; an earlier record is never changed.',
        querystring: shiftStepQuery,
        body: manualCheckPayloadSchema,
        response: { 200: presenceLogSchema, ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => checkByHand(app.db, request.session, request.query.id, request.body, publicUrl),
  );

  app.get(
    '/checkin/log',
    {
      schema: {
        tags,
        summary: "A shift's presence log, for its worker and its business, with the hours it prefills",
        querystring: shiftStepQuery,
        response: { 200: presenceLogSchema, ...errors(400, 403, 404) },
      },
    },
    async (request) => presenceLog(app.db, request.session, request.query.id),
  );

  app.get(
    '/exports/presence',
    {
      schema: {
        tags,
        summary: 'Every check-in and check-out of a period (from, to: days), one row each, for the business',
        description:
          'The presence log as the law asks a business to keep the start and end of each flexi-job performance: CSV for Belgian Excel by default, JSON with format=json (docs/exports.md).',
        querystring: exportPeriodQuerySchema,
        response: { 200: presenceListSchema, ...errors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const data = await presenceOfPeriod(app.db, request.session, { from, to });
      if (format === 'json') return { formatVersion: 1 as const, from, to, data };
      return sendCsv(reply, `jobbel-aanwezigheden-${from}-${to}.csv`, PRESENCE_COLUMNS, data);
    },
  );
};
