import { apiErrorSchema } from '@jobbel/shared/app/error.schemas';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** The error answers a route documents, each `{error, message}`: `errors(400, 403, 404)`. */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
