import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Her own national register number in full, after her password. */
export function useRevealInsz(onSettled: () => void) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ userNationalRegisterNumber: string }>('/me/insz', {
        method: 'POST',
        body: { password },
        quietErrors: 'all',
      }),
    onSettled,
  });
}
