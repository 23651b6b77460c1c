import { z } from 'zod';

/**
 * An operator amount in the house currency, major units. At most 2 decimals so that it parses
 * exactly at the ledger scale of any house currency (ARCHITECTURE.md "Money").
 */
export const ZHouseAmountSetting = z
  .string()
  .regex(/^(0|[1-9]\d{0,12})(\.\d{1,2})?$/, 'a non-negative decimal with at most 2 decimals')
  .describe('House-currency amount in major units, e.g. "1000.00"');

/** A non-negative multiplier with up to 4 decimals, e.g. "1" or "2.5"; "0" turns the rule off. */
export const ZMultiplierSetting = z
  .string()
  .regex(/^(0|[1-9]\d{0,5})(\.\d{1,4})?$/, 'a non-negative decimal with at most 4 decimals')
  .describe('Decimal multiplier, e.g. "1.5"; "0" = off');

/** Every operator setting with its rule; the server's registry adds the defaults. */
export const ZOperatorSettings = z
  .object({
    'withdraw.cancelWindowSeconds': z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .describe('How long after its request a player may cancel a pending crypto withdrawal'),
    'withdraw.dailyLimit': ZHouseAmountSetting.describe(
      'Most a player may request in crypto withdrawals per UTC day (house currency, hold incl. fee)',
    ),
    'withdraw.autoApproveBelow': ZHouseAmountSetting.describe(
      'Crypto withdrawals holding less than this (house currency) are approved without review',
    ),
    'withdraw.requiresVerification': z
      .boolean()
      .describe('Withdrawals need complete personal data (first and last name, date of birth)'),
    'withdraw.depositWagerMultiplier': ZMultiplierSetting.describe(
      'Turnover of bets a player needs before withdrawing, as a multiple of credited deposits',
    ),
    'withdraw.minGgrPercent': z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'Gaming-revenue rule (cashier spec §8 invalid_ggr): a player with deposits may withdraw only once the result of their play (stakes minus wins, either sign) reaches this percent of their completed deposits; 0 = off',
      ),
    'region.restrictedCountries': z
      .array(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code such as DE'))
      .max(250)
      .describe(
        'Countries (ISO 3166 alpha-2) whose requests to money, game and sign-in routes answer 451 restricted_region',
      ),
    'region.allowedIps': z
      .array(
        z
          .union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])
          .describe('An IP address or a network such as 203.0.113.0/24'),
      )
      .max(200)
      .describe('Addresses or networks exempt from the region restriction (for testing)'),
    'push.enabled': z
      .boolean()
      .describe('Web push on: the app offers the opt-in prompt and the server sends notifications'),
    'payments.enabled': z
      .boolean()
      .describe('When false, new deposit addresses and withdrawals answer payments_are_disabled'),
    'originals.maxBet': ZHouseAmountSetting.describe(
      'Largest stake of one bet on an original (house currency); "0" = no limit',
    ),
    'originals.maxProfit': ZHouseAmountSetting.describe(
      'Largest profit (payout − stake) one bet on an original may win (house currency); "0" = no limit',
    ),
  })
  .strict()
  .describe('Operator settings of the cashier');
export type OperatorSettingsBody = z.infer<typeof ZOperatorSettings>;

/** `PUT /api/admin/settings`: any subset of the settings; the rest stay as they are. */
export const ZUpdateOperatorSettingsRequest = ZOperatorSettings.partial()
  .strict()
  .describe('A partial patch of the operator settings');
export type UpdateOperatorSettingsRequest = z.infer<typeof ZUpdateOperatorSettingsRequest>;
