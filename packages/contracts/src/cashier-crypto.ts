import { z } from 'zod';
import { ZAmountString } from './money';
import { ZTransaction } from './wallet';

/**
 * Crypto payment method codes: one per currency and network. A coin on its native chain is its
 * currency code ("BTC", "ETH", "LTC", "TRX", "TON"); a token is "<currency>-<network>"
 * ("USDT-TRC20", "USDT-ERC20", "USDT-TON"). `POST /api/v1/wallet/txns/deposit {currency}` takes
 * this code.
 */
export const CRYPTO_METHOD_CODES = [
  'BTC',
  'ETH',
  'LTC',
  'TRX',
  'TON',
  'USDT-TRC20',
  'USDT-ERC20',
  'USDT-TON',
] as const;
export const ZCryptoMethodCode = z.enum(CRYPTO_METHOD_CODES).describe('Crypto payment method code');
export type CryptoMethodCode = z.infer<typeof ZCryptoMethodCode>;

/** Chain networks the cashier knows. */
export const CRYPTO_NETWORKS = ['BTC', 'ETH', 'LTC', 'TRX', 'TON'] as const;
export const ZCryptoNetwork = z.enum(CRYPTO_NETWORKS);
export type CryptoNetwork = z.infer<typeof ZCryptoNetwork>;

/** An additional deposit provider for a method (spec §3: may include cryptobot). */
export const ZCryptoAdditionalProvider = z.enum(['cryptobot']);

/** The crypto payment method entity of cashier spec §3. */
export const ZCryptoPaymentMethod = z
  .object({
    code: ZCryptoMethodCode,
    name: z.string().describe('Display name, e.g. "USDT (TRC20)"'),
    icon: z.string().describe('URL of the small icon'),
    iconBig: z.string().describe('URL of the large icon'),
    network: ZCryptoNetwork.describe('The chain the deposit address lives on'),
    precision: z.number().int().min(0).describe('Display precision of the currency'),
    isFiat: z.literal(false),
    withdrawAllowed: z.boolean(),
    minWithdrawAmount: ZAmountString.describe('Major units of the method currency'),
    minDepositAmount: ZAmountString.describe('Major units; smaller transfers are declined'),
    addressFormat: z.string().describe('A regular expression (JS syntax, anchored) for addresses'),
    displayFormat: z.string().describe('Contains an {amount} placeholder'),
    depositBonusAvailable: z.boolean(),
    depositBonus: z
      .number()
      .min(0)
      .describe('A fraction (0.05 = 5 %); shown as depositBonus × 100 %; +0.05 with 4+ deposits'),
    valuePresets: z.array(ZAmountString).describe('Suggested amounts, major units'),
    additionalProviders: z.array(ZCryptoAdditionalProvider),
  })
  .describe('A crypto payment method (one per currency and network)');
export type CryptoPaymentMethod = z.infer<typeof ZCryptoPaymentMethod>;

export const ZCryptoPaymentMethodsResponse = z.array(ZCryptoPaymentMethod);
export type CryptoPaymentMethodsResponse = z.infer<typeof ZCryptoPaymentMethodsResponse>;

/** `POST /api/v1/wallet/txns/deposit` for a crypto method. */
export const ZCryptoDepositRequest = z
  .object({ currency: ZCryptoMethodCode })
  .strict()
  .describe('Ask for the player’s deposit address of one method');
export type CryptoDepositRequest = z.infer<typeof ZCryptoDepositRequest>;

/** The crypto deposit address of spec §3, plus the network and, where the network needs it, a memo. */
export const ZCryptoDepositResponse = z
  .object({
    address: z.string(),
    minAmount: ZAmountString.describe('Major units of the method currency'),
    network: ZCryptoNetwork,
    memo: z
      .string()
      .optional()
      .describe('Tag/memo the transfer must carry (TON); absent when not needed'),
  })
  .describe('The player’s stable deposit address for this network');
export type CryptoDepositResponse = z.infer<typeof ZCryptoDepositResponse>;

/** Simulator: `POST /api/dev/chain/transfers` — an incoming transfer seen on the simulated chain. */
export const ZDevChainTransferRequest = z
  .object({
    currency: ZCryptoMethodCode,
    address: z.string().min(1).max(200),
    memo: z.string().max(100).optional(),
    amount: z
      .string()
      .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
      .describe('Positive decimal in major units of the method currency'),
    txHash: z
      .string()
      .regex(/^[0-9A-Za-z]{8,128}$/)
      .optional()
      .describe('Generated when absent'),
    outputIndex: z.number().int().min(0).max(65535).optional().describe('Default 0'),
  })
  .strict()
  .describe('Simulator: an incoming chain transfer to a deposit address');
export type DevChainTransferRequest = z.infer<typeof ZDevChainTransferRequest>;

export const ZDevChainTransferResponse = z
  .object({
    transaction: ZTransaction,
    confirmationsRequired: z.number().int().min(0),
  })
  .describe('The (existing or new) deposit of this network, txHash and output index');
export type DevChainTransferResponse = z.infer<typeof ZDevChainTransferResponse>;

/** `GET /api/v1/wallet/currencies/{code}/withdraw_fee?amount=` (only for a positive amount). */
export const ZCryptoWithdrawFeeQuery = z.object({
  amount: z
    .string()
    .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
    .describe('Positive decimal in major units of the method currency'),
});
export type CryptoWithdrawFeeQuery = z.infer<typeof ZCryptoWithdrawFeeQuery>;

/** The withdrawal fee response of spec §3, major units of the method currency. */
export const ZCryptoWithdrawFeeResponse = z.object({
  fee: ZAmountString,
  minAmount: ZAmountString,
  maxAmount: ZAmountString,
});
export type CryptoWithdrawFeeResponse = z.infer<typeof ZCryptoWithdrawFeeResponse>;

/** The withdrawal provider that pays to the player's Crypto Pay wallet: it takes no address. */
export const CRYPTOBOT_WITHDRAW_PROVIDER = 'cryptobot';

/**
 * The crypto withdrawal draft of spec §3, `POST /api/v1/wallet/txns/withdraw` with an
 * Idempotency-Key. Answers with the pending Transaction (type withdraw, cancellableUntil set).
 * The address is required unless `provider` is `cryptobot` (spec §5: the payout goes to the
 * Crypto Pay wallet of the player's messenger account); a missing one is `Validation.required`.
 */
export const ZCryptoWithdrawRequest = z
  .object({
    currency: ZCryptoMethodCode,
    address: z
      .string()
      .trim()
      .max(200)
      .optional()
      .nullable()
      .describe('The destination address; required unless provider is cryptobot'),
    amount: z
      .string()
      .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
      .describe('Major units of the method currency; the fee is held on top'),
    memo: z.string().max(100).optional().nullable(),
    provider: z
      .string()
      .max(50)
      .optional()
      .nullable()
      .describe('cryptobot: pay to the Crypto Pay wallet of the player’s messenger account'),
  })
  .strict()
  .superRefine((request, context) => {
    if (request.provider !== CRYPTOBOT_WITHDRAW_PROVIDER && !request.address)
      context.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        path: ['address'],
        input: request.address,
        message: 'The address is required unless provider is cryptobot',
      });
  })
  .describe('A crypto withdrawal draft');
export type CryptoWithdrawRequest = z.infer<typeof ZCryptoWithdrawRequest>;

/**
 * `GET /api/v2/wallet/wager`: whether the player may withdraw now (spec §4 "Crypto withdraw",
 * steps 3–6). `enabled` is false while the deposit turnover is unfinished (the wager view);
 * `activeBonuses` > 0 shows the bonus-burn dialog (withdrawing forfeits them);
 * `verificationRequired` shows the personal-data view. Amounts in the player's display currency.
 */
export const ZWagerStatus = z
  .object({
    enabled: z.boolean().describe('False while the wagering requirement is unfinished'),
    wager: z
      .object({ current: ZAmountString, total: ZAmountString, currency: z.string() })
      .describe('Turnover so far and required, display currency'),
    activeBonuses: z.number().int().min(0).describe('Active bonuses a withdrawal would forfeit'),
    verificationRequired: z
      .boolean()
      .describe('True when the operator requires verification and the player is unverified'),
  })
  .describe('Whether withdrawal is enabled');
export type WagerStatus = z.infer<typeof ZWagerStatus>;

/** `GET /api/v1/wallet/addresses/{code}`: the player's latest withdrawal addresses, newest first. */
export const ZWithdrawAddressSuggestion = z.object({
  address: z.string(),
  memo: z.string().nullable(),
  lastUsedAt: z.number().int().describe('Unix seconds'),
});
export const ZWithdrawAddressSuggestions = z.array(ZWithdrawAddressSuggestion).max(5);
export type WithdrawAddressSuggestion = z.infer<typeof ZWithdrawAddressSuggestion>;

/** A crypto method as the back office sees it; amounts in major units of the method currency. */
export const ZAdminCryptoMethod = z
  .object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    network: z.string(),
    active: z.boolean(),
    withdrawAllowed: z.boolean(),
    withdrawFee: ZAmountString,
    minWithdraw: ZAmountString,
    maxWithdraw: ZAmountString,
    minDeposit: ZAmountString,
    depositBonusAvailable: z
      .boolean()
      .describe('Whether deposits through this method get the deposit bonus at all'),
    depositBonusBps: z.number().int().describe('Deposit bonus in basis points (500 = 5 %)'),
  })
  .describe('A crypto payment method with its operator settings');
export type AdminCryptoMethod = z.infer<typeof ZAdminCryptoMethod>;

export const ZAdminCryptoMethodsResponse = z.object({ items: z.array(ZAdminCryptoMethod) });
export type AdminCryptoMethodsResponse = z.infer<typeof ZAdminCryptoMethodsResponse>;

/** `PATCH /api/admin/crypto-methods/{code}`: any subset; amounts at the currency's scale. */
export const ZUpdateCryptoMethodRequest = z
  .object({
    withdrawFee: ZAmountString,
    minWithdraw: ZAmountString,
    maxWithdraw: ZAmountString,
    minDeposit: ZAmountString,
    withdrawAllowed: z.boolean(),
    active: z.boolean(),
    depositBonusAvailable: z.boolean(),
    depositBonusBps: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict()
  .describe('Change a crypto method’s fee, limits, switches or deposit bonus');
export type UpdateCryptoMethodRequest = z.infer<typeof ZUpdateCryptoMethodRequest>;
