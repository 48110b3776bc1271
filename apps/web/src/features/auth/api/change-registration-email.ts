import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface RegistrationEmailChange {
  userID: number;
  /** the registration chain's client token: the only one that may correct the address */
  clientToken: string;
  email: string;
}

/** PUT /users/email: corrects a mistyped address before it is confirmed; a new code goes to it. */
export function useChangeRegistrationEmail() {
  return useMutation({
    mutationFn: ({ userID, clientToken, email }: RegistrationEmailChange) =>
      apiRequest<{ message: string }>('/users/email', {
        method: 'PUT',
        query: { id: userID },
        body: { email },
        token: clientToken,
        quietErrors: 'all',
      }),
  });
}
