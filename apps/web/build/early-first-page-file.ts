import { askFirstPageEarly, EARLY_FIRST_PAGE_SLOT } from '../src/features/jobs/api/early-first-page';
import { EMPTY_FILTERS, toJobsQuery } from '../src/features/jobs/dashboard-filters';
import { apiUrl } from '../src/lib/api-url';
import { CLIENT_DB_NAME, CLIENT_DB_VERSION, type StoreName } from '../src/lib/client-db';

/**
 * The file the prepared dashboard page loads first: `askFirstPageEarly` called with where the session's
 * token is kept and the address of the dashboard's first page, as the app would ask for it.
 */
export function earlyFirstPageFile(): string {
  const database = { name: CLIENT_DB_NAME, version: CLIENT_DB_VERSION, store: 'tokens' satisfies StoreName };
  const url = apiUrl('/jobs', toJobsQuery(EMPTY_FILTERS));
  const call = [database, url, EARLY_FIRST_PAGE_SLOT].map((argument) => JSON.stringify(argument)).join(', ');
  return `(${askFirstPageEarly.toString()})(${call});\n`;
}
