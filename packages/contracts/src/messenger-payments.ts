import { z } from 'zod';
import { ZCryptoDepositRequest, ZCryptoDepositResponse, ZCryptoMethodCode } from './cashier-crypto';
import { ZAmountString } from './money';

/**
 * Messenger payment providers (cashier spec §1, §7): Crypto Pay ("cryptobot", the crypto-bot
 * view) and xRocket (the x-rocket view). Both are invoice services inside the messenger.
 */
export const INVOICE_PROVIDERS = ['cryptobot', 'xrocket'] as const;
export const ZInvoiceProvider = z.enum(INVOICE_PROVIDERS);
export type InvoiceProvider = z.infer<typeof ZInvoiceProvider>;

const ZDecimalInput = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .describe('Positive decimal in major units of the method currency (e.g. "12.5")');

/** `POST /api/v1/wallet/txns/deposit` with a provider: an invoice of that provider. */
export const ZInvoiceDepositRequest = z
  .object({ amount: ZDecimalInput, currency: ZCryptoMethodCode, provider: ZInvoiceProvider })
  .strict()
  .describe('Deposit through a messenger payment provider (cryptobot or xrocket)');
export type InvoiceDepositRequest = z.infer<typeof ZInvoiceDepositRequest>;

export const ZInvoiceDepositResponse = z
  .object({
    redirectUrl: z.string().describe('The provider’s payment page for this invoice'),
    minAmount: ZAmountString.describe('The method’s minimum deposit, major units'),
  })
  .describe('Where the player pays the invoice');
export type InvoiceDepositResponse = z.infer<typeof ZInvoiceDepositResponse>;

/** The deposit call of cashier spec §7: an address ({currency}) or an invoice (with provider). */
export const ZWalletDepositRequest = z.union([ZInvoiceDepositRequest, ZCryptoDepositRequest]);
export type WalletDepositRequest = z.infer<typeof ZWalletDepositRequest>;
export const ZWalletDepositResponse = z.union([ZInvoiceDepositResponse, ZCryptoDepositResponse]);

/** One currency xRocket takes from us and pays to the player (its /currencies/available). */
export const ZXRocketCurrency = z.object({
  code: ZCryptoMethodCode.describe('Our method code, sent back as `currency`'),
  name: z.string(),
  minDeposit: ZAmountString,
  minWithdraw: ZAmountString,
  withdrawAllowed: z.boolean(),
});
export type XRocketCurrency = z.infer<typeof ZXRocketCurrency>;

export const ZXRocketCurrenciesResponse = z
  .object({
    items: z.array(ZXRocketCurrency),
    withdrawalLink: z
      .string()
      .describe('The xRocket wallet in the messenger, where paid-out funds arrive'),
    linked: z.boolean().describe('Whether the player has a messenger account to pay out to'),
  })
  .describe('xRocket: what it takes and pays, and the wallet link');
export type XRocketCurrenciesResponse = z.infer<typeof ZXRocketCurrenciesResponse>;

export const ZXRocketWithdrawRequest = z
  .object({ amount: ZDecimalInput, currency: ZCryptoMethodCode })
  .strict()
  .describe('Withdraw to the player’s xRocket wallet (their messenger account)');
export type XRocketWithdrawRequest = z.infer<typeof ZXRocketWithdrawRequest>;
