import type { RgMoneyLimit, RgState } from '@wheelhouse/contracts/responsible-gaming';

/** One money limit of a player who set nothing yet. */
export function rgLimit(kind: RgMoneyLimit['kind'], period: RgMoneyLimit['period']): RgMoneyLimit {
  return {
    kind,
    period,
    amount: null,
    used: '0.00',
    left: null,
    resetsAt: '2030-01-02T00:00:00.000Z',
    pending: null,
  };
}

/** The responsible-gaming settings of a player with no limit and no block, plus `overrides`. */
export function rgState(overrides: Partial<RgState> = {}): RgState {
  return {
    currency: 'USD',
    limits: (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) => rgLimit(kind, period)),
    ),
    session: { kind: 'session', minutes: null, pending: null },
    realityCheck: { kind: 'reality_check', minutes: null, pending: null },
    block: null,
    ...overrides,
  };
}

/** `state` with one money limit replaced. */
export function withLimit(state: RgState, limit: RgMoneyLimit): RgState {
  return {
    ...state,
    limits: state.limits.map((one) =>
      one.kind === limit.kind && one.period === limit.period ? limit : one,
    ),
  };
}
