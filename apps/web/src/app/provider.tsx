import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/toast/toaster';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
