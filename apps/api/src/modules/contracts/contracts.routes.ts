import {
  contractEngagementQuerySchema,
  contractListQuerySchema,
  contractListSchema,
  contractRiskSchema,
  contractVersionQuerySchema,
  engagementContractsSchema,
  signContractPayloadSchema,
} from '@jobbel/shared/contracts/contracts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { contractPdfOf, contractsOfMonth, contractsZip } from './contract-files.service';
import { acceptContractRisk, engagementContracts, signContract } from './contracts.service';

const tags = ['contracts'];
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** Written contracts: read, signed and kept by both sides (docs/decisions/contracts.md). */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/contracts',
    {
      schema: {
        tags,
        summary: "An engagement's documents as both sides read them, written from its data",
        description:
          'A change of the engagement since a version was written makes a new version, which needs new signatures. `missing` says what must be filled in first, and by whom.',
        querystring: contractEngagementQuerySchema,
        response: { 200: engagementContractsSchema, ...errors(400, 404) },
      },
    },
    async (request) => engagementContracts(app.db, app.cipher, request.session, request.query.id),
  );

  app.post(
    '/contracts/sign',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'One side signs the newest version of a document by its hash, full name and password',
        description:
          'Recorded with the SHA-256 of the text, the moment, the account, IP address and browser. A wrong password counts as a failed login.',
        body: signContractPayloadSchema,
        response: { 200: engagementContractsSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (request) =>
      signContract(
        app.db,
        app.cipher,
        app.caches.failedLogins,
        app.config.PUBLIC_URL,
        request.session,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      ),
  );

  app.post(
    '/contracts/risk',
    {
      schema: {
        tags,
        summary: 'The business lets a student start without a contract signed by both, taking the risk',
        description: 'Asked by the venue’s check-in screen at the start; recorded once, with the moment.',
        querystring: contractEngagementQuerySchema,
        response: { 200: contractRiskSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => acceptContractRisk(app.db, request.session, request.query.id),
  );

  app.get(
    '/contracts/pdf',
    {
      schema: {
        tags,
        summary: 'One version as an A4 PDF with its signatures and their records on the last page',
        querystring: contractVersionQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await contractPdfOf(app.db, request.session, request.query.versionID);
      return reply.type('application/pdf').header('content-disposition', attachment(fileName)).send(pdf);
    },
  );

  app.get(
    '/contracts/list',
    {
      schema: {
        tags,
        summary: "A business's contracts of one month (by the shift's start), optionally of one regime",
        querystring: contractListQuerySchema,
        response: { 200: contractListSchema, ...errors(400, 403, 404) },
      },
    },
    async (request) => ({ items: await contractsOfMonth(app.db, request.session, request.query) }),
  );

  app.get(
    '/contracts/zip',
    {
      schema: {
        tags,
        summary: "The same month's contracts as one zip of PDFs",
        querystring: contractListQuerySchema,
        produces: ['application/zip'],
        response: { 200: z.any(), ...errors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await contractsZip(app.db, request.session, request.query);
      return reply.type('application/zip').header('content-disposition', attachment(fileName)).send(stream);
    },
  );
};
