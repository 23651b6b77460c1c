import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '../lib/i18n';

/** Shell spec §9: toasts stay 10 s and at most 5 show at once. */
const TOAST_DURATION_MS = 10_000;
const VISIBLE_TOASTS = 5;

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
        {children}
        <Toaster
          theme="dark"
          position="top-center"
          duration={TOAST_DURATION_MS}
          visibleToasts={VISIBLE_TOASTS}
          closeButton
          richColors
        />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
