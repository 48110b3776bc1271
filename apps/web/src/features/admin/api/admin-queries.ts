import type { AdminJob, AdminOverview, AdminUser } from '@jobbel/shared/admin/admin.schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const ADMIN_PAGE_SIZE = 20;
export type AdminPage<T> = {
  data: T[];
  count: number;
  total: number;
  /** more match than total: a search counts no further than ADMIN_SEARCH_COUNT_LIMIT */
  totalIsAtLeast?: boolean;
  nextCursor: string | null;
};
export interface AdminListQuery {
  search: string;
  status: string;
  /** the cursors that led to the page shown, none on the first */
  trail: string[];
}

export function useAdminOverview(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.overview,
      queryFn: () => apiRequest<AdminOverview>('/admin/overview'),
      enabled,
    }),
  );
}

function listOptions<T>(kind: 'users' | 'jobs', query: AdminListQuery) {
  return queryOptions({
    queryKey: adminKeys.list(kind, query),
    queryFn: () =>
      apiRequest<AdminPage<T>>(`/admin/${kind}`, {
        query: {
          search: query.search.trim() || undefined,
          status: query.status,
          limit: ADMIN_PAGE_SIZE,
          after: query.trail.at(-1),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (query: AdminListQuery) => useQuery(listOptions<AdminUser>('users', query));
export const useAdminJobs = (query: AdminListQuery) => useQuery(listOptions<AdminJob>('jobs', query));

/** Deletes really delete (docs/decisions/sample-data-screens.md): users through DELETE /users/{id}, jobs through DELETE /jobs?id=. */
export function useAdminDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'user' | 'job'; id: number }) =>
      kind === 'user'
        ? apiRequest(`/users/${id}`, { method: 'DELETE' })
        : apiRequest('/jobs', { method: 'DELETE', query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
