import {
  workHoursSchema,
  workStatusPayloadSchema,
  workStatusSchema,
} from '@jobbel/shared/engagements/work-status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { ownWorkHours, ownWorkStatus, saveOwnWorkStatus } from './work-status.service';

const tags = ['engagements'];

/** A worker's own work status (student, flexi, extra) and the hours she used this year. */
export const workStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/workstatus',
    {
      schema: {
        tags,
        summary: 'Your work status: student, flexi-eligible, extra, or none',
        response: { 200: workStatusSchema, ...errors(403) },
      },
    },
    async (request) => ownWorkStatus(app.db, request.session),
  );

  app.put(
    '/workstatus',
    {
      schema: {
        tags,
        summary: 'Declare your work status; a business relies on it when it engages you',
        body: workStatusPayloadSchema,
        response: { 200: workStatusSchema, ...errors(400, 403) },
      },
    },
    async (request) => saveOwnWorkStatus(app.db, request.session, request.body),
  );

  app.get(
    '/workhours',
    {
      schema: {
        tags,
        summary: 'Your student hours, extra days and flexi earnings this year through Jobbel',
        response: { 200: workHoursSchema, ...errors(403) },
      },
    },
    async (request) => ownWorkHours(app.db, request.session),
  );
};
