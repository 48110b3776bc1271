import type {
  ContractListItem,
  ContractListQuery,
  EngagementContracts,
  SignContractPayload,
} from '@jobbel/shared/contracts/contracts.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const contractKeys = {
  engagement: (jobApplicationID: number) => ['contracts', 'engagement', jobApplicationID] as const,
  month: (query: ContractListQuery) => ['contracts', 'month', query.month, query.regime ?? 'all'] as const,
};

/** An engagement's documents as both sides read them. */
export function useEngagementContracts(jobApplicationID: number) {
  return useQuery({
    queryKey: contractKeys.engagement(jobApplicationID),
    queryFn: () =>
      apiRequest<EngagementContracts>('/contracts', { query: { id: jobApplicationID }, quietErrors: 'all' }),
  });
}

/** Signs one version; a refused signature is shown beside the form, and the answer is the new state. */
export function useSignContract(jobApplicationID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignContractPayload) =>
      apiRequest<EngagementContracts>('/contracts/sign', {
        method: 'POST',
        body: payload,
        quietErrors: 'all',
      }),
    onSuccess: (contracts) => queryClient.setQueryData(contractKeys.engagement(jobApplicationID), contracts),
    onError: () => queryClient.invalidateQueries({ queryKey: contractKeys.engagement(jobApplicationID) }),
  });
}

/** A business's contracts of one month. */
export function useContractsOfMonth(query: ContractListQuery) {
  return useQuery({
    queryKey: contractKeys.month(query),
    queryFn: () =>
      apiRequest<{ items: ContractListItem[] }>('/contracts/list', {
        query: { ...query },
        quietErrors: 'all',
      }),
  });
}

/** One version's PDF, saved under the name the server gives it. */
export async function downloadContractPdf(versionID: number, fileName: string) {
  saveFile(await apiRequest<Blob>('/contracts/pdf', { query: { versionID }, asBlob: true }), fileName);
}

/** The month's contracts as one zip. */
export async function downloadContractsZip(query: ContractListQuery) {
  const blob = await apiRequest<Blob>('/contracts/zip', { query: { ...query }, asBlob: true });
  saveFile(blob, `jobbel-contracten-${query.month}.zip`);
}
