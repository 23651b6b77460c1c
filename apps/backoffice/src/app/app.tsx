import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ErrorState, Loading } from '../components/ui/states';
import { staffMeKey, useStaffMe } from '../features/auth/api/me';
import { queryClient as appQueryClient } from '../lib/query-client';
import { onSignedOut } from '../lib/session-events';
import { StaffContext } from '../lib/staff';
import { Shell } from './layout/shell';
import { NotFoundPage } from './not-found-page';
import { Providers } from './providers';
import { pageRoutes } from './routes';

// The sign-in screen carries the form library and the QR code: loaded only when it shows.
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page'));

/** Signed in: the shell and its pages; signed out (or the session ended): the sign-in screen. */
function SignedInGate() {
  const queryClient = useQueryClient();
  const me = useStaffMe();
  useEffect(
    () =>
      onSignedOut(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== staffMeKey[0] });
        queryClient.setQueryData(staffMeKey, null);
      }),
    [queryClient],
  );
  if (me.isPending) return <Loading />;
  if (me.isError)
    return (
      <main className="p-6">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  if (!me.data)
    return (
      <Suspense fallback={<Loading />}>
        <SignInPage />
      </Suspense>
    );
  return (
    <StaffContext.Provider value={me.data}>
      <Routes>
        <Route element={<Shell />}>
          {pageRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </StaffContext.Provider>
  );
}

export function App({ queryClient = appQueryClient }: { queryClient?: typeof appQueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter basename="/admin">
        <SignedInGate />
      </BrowserRouter>
    </Providers>
  );
}
