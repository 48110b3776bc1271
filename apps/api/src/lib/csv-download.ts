import type { FastifyReply } from 'fastify';
import { belgianCsv } from './belgian-csv';

/** A CSV download: sent as written, not through the JSON serializer of the route's schema. */
export const sendCsv = <T extends Record<string, unknown>>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly (keyof T & string)[],
  rows: T[],
) =>
  reply
    .headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    })
    .serializer((body: string) => body)
    .send(belgianCsv(columns, rows));
