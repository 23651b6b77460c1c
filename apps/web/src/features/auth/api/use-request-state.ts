import { useCallback, useState } from 'react';

type RequestState =
  { status: 'idle' | 'pending' | 'success'; error: null } | { status: 'error'; error: unknown };

/**
 * One request's state for the mailed-link pages. Not a react-query mutation: these pages are the
 * only lazy chunks that would use a mutation without a query, and that would split react-query's
 * shared core out of its chunk and grow the first load.
 */
export function useRequestState<TInput>(send: (input: TInput) => Promise<unknown>) {
  const [state, setState] = useState<RequestState>({ status: 'idle', error: null });
  const mutate = useCallback(
    (input: TInput) => {
      setState({ status: 'pending', error: null });
      send(input).then(
        () => setState({ status: 'success', error: null }),
        (error: unknown) => setState({ status: 'error', error }),
      );
    },
    [send],
  );
  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}
