/**
 * Games validate their parameters and answer with a result instead of throwing, so the server can
 * turn a failure into its documented error body (`fields.<field>: { key: 'Validation.<rule>' }`)
 * and the browser can show the same message before it sends a bet.
 */
export type FairRule =
  | 'required'
  | 'invalid_type'
  | 'invalid_value'
  | 'invalid_format'
  | 'too_many_decimals'
  | 'min'
  | 'max'
  | 'min_length'
  | 'max_length'
  | 'duplicate'
  | 'unknown_field';

export interface FairParamError {
  /** The parameter at fault, as named in the game's params object (`target`, `picks.2`, …). */
  field: string;
  rule: FairRule;
  params?: Record<string, string | number>;
}

export type FairResult<T> = { ok: true; value: T } | { ok: false; error: FairParamError };

export function ok<T>(value: T): FairResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  field: string,
  rule: FairRule,
  params?: Record<string, string | number>,
): FairResult<T> {
  return { ok: false, error: params ? { field, rule, params } : { field, rule } };
}
