import { z } from 'zod';
import { ZAmountString } from './money';

/**
 * Responsible-gambling tools (issue 20): money limits per period, a session time limit, a reality
 * check, cool-off and self-exclusion. Money limits are kept in the house currency (the currency the
 * balance is kept in); periods are calendar periods in UTC (day from 00:00, week from Monday 00:00,
 * month from the 1st 00:00), so "when it opens again" is the start of the next period.
 */
export const RG_MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const ZRgMoneyLimitKind = z.enum(RG_MONEY_LIMIT_KINDS);
export type RgMoneyLimitKind = z.infer<typeof ZRgMoneyLimitKind>;

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const ZRgPeriod = z.enum(RG_PERIODS);
export type RgPeriod = z.infer<typeof ZRgPeriod>;

export const RG_TIME_LIMIT_KINDS = ['session', 'reality_check'] as const;
export const ZRgTimeLimitKind = z.enum(RG_TIME_LIMIT_KINDS);
export type RgTimeLimitKind = z.infer<typeof ZRgTimeLimitKind>;

/** A looser limit (raised or removed) waits this long before it applies. */
export const RG_LOOSEN_DELAY_HOURS = 24;
/** A session that reached its time limit: stakes are refused until a break this long has passed. */
export const RG_SESSION_BREAK_MINUTES = 30;
/** Play with no stake for this long ends a play session (the next stake starts a new one). */
export const RG_SESSION_IDLE_MINUTES = 30;
export const RG_MINUTES_MAX = 24 * 60;

export const RG_COOL_OFF_DURATIONS = ['24h', '72h', '1w', '2w', '4w', '6w'] as const;
export const ZRgCoolOffDuration = z.enum(RG_COOL_OFF_DURATIONS);
export type RgCoolOffDuration = z.infer<typeof ZRgCoolOffDuration>;

export const RG_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const ZRgExclusionDuration = z.enum(RG_EXCLUSION_DURATIONS);
export type RgExclusionDuration = z.infer<typeof ZRgExclusionDuration>;

export const ZRgBlockKind = z.enum(['cool_off', 'self_exclusion']);
export type RgBlockKind = z.infer<typeof ZRgBlockKind>;

/** The error codes of a refused stake or deposit (one per reason; see ZRgRefusal). */
export const RG_REFUSAL_CODES = [
  'rg_deposit_limit',
  'rg_loss_limit',
  'rg_wager_limit',
  'rg_session_limit',
  'rg_cool_off',
  'rg_self_exclusion',
] as const;
export type RgRefusalCode = (typeof RG_REFUSAL_CODES)[number];

export function isRgRefusalCode(code: string): code is RgRefusalCode {
  return (RG_REFUSAL_CODES as readonly string[]).includes(code);
}

/**
 * The extra members of a refusal's error body (beside detail/message/key/time). Money limits carry
 * `period`, `limit` and `left` (house currency, major units); every refusal but a permanent
 * self-exclusion carries `opensAt`.
 */
export const ZRgRefusal = z
  .object({
    period: ZRgPeriod.optional().describe('The money limit’s period'),
    limit: z.string().optional().describe('The limit: major units, or minutes for a session'),
    left: ZAmountString.optional().describe('What the period still allows, major units'),
    currency: z.string().optional().describe('Currency of limit and left (the house currency)'),
    opensAt: z
      .string()
      .optional()
      .describe('ISO-8601: when the refused action is possible again; absent when never'),
  })
  .describe('Why a stake or deposit was refused by a responsible-gaming tool');
export type RgRefusal = z.infer<typeof ZRgRefusal>;

export const ZRgPending = z
  .object({
    value: z.string().nullable().describe('The new value; null = the limit is removed'),
    effectiveAt: z.string().describe('ISO-8601: when it applies (24 hours after it was asked)'),
  })
  .describe('A looser value waiting for its 24 hours');

export const ZRgMoneyLimit = z
  .object({
    kind: ZRgMoneyLimitKind,
    period: ZRgPeriod,
    amount: ZAmountString.nullable().describe('The limit now; null = none'),
    used: ZAmountString.describe('Used in the current period'),
    left: ZAmountString.nullable().describe('Left in the current period; null = no limit'),
    resetsAt: z.string().describe('ISO-8601: start of the next period'),
    pending: ZRgPending.nullable(),
  })
  .describe('One money limit');
export type RgMoneyLimit = z.infer<typeof ZRgMoneyLimit>;

export const ZRgTimeLimit = z
  .object({
    kind: ZRgTimeLimitKind,
    minutes: z.number().int().nullable().describe('null = none'),
    pending: ZRgPending.nullable(),
  })
  .describe('The session time limit or the reality-check interval, in minutes');
export type RgTimeLimit = z.infer<typeof ZRgTimeLimit>;

export const ZRgBlock = z
  .object({
    kind: ZRgBlockKind,
    startedAt: z.string(),
    endsAt: z.string().nullable().describe('ISO-8601; null = permanent'),
  })
  .describe('A cool-off or self-exclusion');
export type RgBlock = z.infer<typeof ZRgBlock>;

export const ZRgSession = z
  .object({
    startedAt: z.string().describe('ISO-8601: first stake of the play session'),
    playedSeconds: z.number().int().min(0),
    net: ZAmountString.describe('Wins and refunds minus stakes in this session (house currency)'),
    currency: z.string(),
    realityCheckMinutes: z.number().int().nullable(),
    sessionLimitMinutes: z.number().int().nullable(),
  })
  .describe('The current play session (null when the player has not staked recently)');
export type RgSession = z.infer<typeof ZRgSession>;

export const ZRgState = z
  .object({
    currency: z.string().describe('The currency money limits are kept in'),
    limits: z.array(ZRgMoneyLimit),
    session: ZRgTimeLimit,
    realityCheck: ZRgTimeLimit,
    block: ZRgBlock.nullable().describe('The cool-off or self-exclusion in force'),
  })
  .describe('A player’s responsible-gaming settings');
export type RgState = z.infer<typeof ZRgState>;

export const ZRgMoneyLimitRequest = z
  .object({
    kind: ZRgMoneyLimitKind,
    period: ZRgPeriod,
    amount: ZAmountString.nullable().describe('House currency, major units; null removes it'),
  })
  .describe('Set, raise, lower or remove a money limit');
export type RgMoneyLimitRequest = z.infer<typeof ZRgMoneyLimitRequest>;

export const ZRgTimeLimitRequest = z
  .object({
    kind: ZRgTimeLimitKind,
    minutes: z.number().int().min(1).max(RG_MINUTES_MAX).nullable().describe('null removes it'),
  })
  .describe('Set or remove the session time limit or the reality-check interval');
export type RgTimeLimitRequest = z.infer<typeof ZRgTimeLimitRequest>;

export const ZRgBlockRequest = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('cool_off'), duration: ZRgCoolOffDuration }),
    z.object({ kind: z.literal('self_exclusion'), duration: ZRgExclusionDuration }),
  ])
  .describe('Start a cool-off or a self-exclusion; it cannot be lifted or shortened');
export type RgBlockRequest = z.infer<typeof ZRgBlockRequest>;

export const ZRgSessionResponse = z.object({ session: ZRgSession.nullable() });
export type RgSessionResponse = z.infer<typeof ZRgSessionResponse>;

export const ZAdminRgResponse = z
  .object({
    state: ZRgState,
    history: z.array(ZRgBlock).describe('Every cool-off and self-exclusion, newest first'),
  })
  .describe('A player’s responsible-gaming settings as staff see them (read-only)');
export type AdminRgResponse = z.infer<typeof ZAdminRgResponse>;
