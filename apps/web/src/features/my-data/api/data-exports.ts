import type { DataExport } from '@jobbel/shared/my-data/my-data.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const exportsKey = ['my-data', 'exports'] as const;
// while an export is being prepared, the list is asked again this often
const WHILE_PREPARING_MS = 5000;

/** The account's exports; asked again while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: () => apiRequest<{ exports: DataExport[] }>('/mydata/exports', { quietErrors: 'all' }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((one) => one.state === 'pending' || one.state === 'building')
        ? WHILE_PREPARING_MS
        : false,
  });
}

/** Asks for a new export; once a day, which the server says when it is too soon. */
export function useAskDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExport>('/mydata/exports', { method: 'POST', quietErrors: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}

export async function downloadDataExport(exportID: number, requested: string) {
  const zip = await apiRequest<Blob>('/mydata/exports/download', { query: { id: exportID }, asBlob: true });
  saveFile(zip, `jobbel-gegevens-${requested.slice(0, 10)}.zip`);
}
