import { apiRequest, type RequestOptions } from '../../../lib/api-client';

interface ApplicationsPage<Item> {
  data: Item[];
  count: number;
  total: number;
  nextCursor: string | null;
}

/**
 * A page of `/jobapplications`, a worker's own or a job's. Spec 001 §7: the answer is read from `data`
 * or directly; a bare list is the whole of it, one page.
 */
export async function fetchApplicationsPage<Item>(
  query: RequestOptions['query'],
): Promise<ApplicationsPage<Item>> {
  const answer = await apiRequest<ApplicationsPage<Item> | Item[]>('/jobapplications', { query });
  return Array.isArray(answer)
    ? { data: answer, count: answer.length, total: answer.length, nextCursor: null }
    : answer;
}
