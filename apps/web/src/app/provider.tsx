import { QueryClientProvider } from '@tanstack/react-query';
import { OfflineBanner } from '../components/layout/offline-banner';
import { SkipLink } from '../components/layout/skip-link';
import { Toaster } from '../components/toast/toaster';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      {children}
      <Toaster />
      <OfflineBanner />
    </QueryClientProvider>
  );
}
