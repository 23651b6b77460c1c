import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { SharedTranslationProvider } from '../lib/shared-translation';
import { LazyToaster } from './lazy-toaster';

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SharedTranslationProvider>
          {children}
          <LazyToaster />
        </SharedTranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
