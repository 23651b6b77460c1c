import { z } from 'zod';
import { ZAmountString } from './money';
import { ZTransaction } from './wallet';

/* ------------------------------------------------------------------------------------------------
 * TON Connect deposits (cashier spec §2 crypto-deposit-ton, §4 "Crypto deposit", §9 constants):
 * a wallet connected with a verified ton_proof, a sendTransaction request built by the server,
 * credited once the chain shows it. Everything under /api/v1/wallet/ton.
 * ---------------------------------------------------------------------------------------------- */

/** The methods TON Connect pays for: Toncoin and USDT on TON (crypto method codes). */
export const TON_CONNECT_METHODS = ['TON', 'USDT-TON'] as const;
export const ZTonConnectMethod = z.enum(TON_CONNECT_METHODS);
export type TonConnectMethod = z.infer<typeof ZTonConnectMethod>;

/** TON Connect's CHAIN values: mainnet "-239", testnet "-3". */
export const ZTonNetwork = z.enum(['-239', '-3']).describe('TON Connect chain id');
export type TonNetwork = z.infer<typeof ZTonNetwork>;

/** A raw address "<workchain>:<64 hex>", as TON Connect reports the wallet's. */
export const ZTonRawAddress = z
  .string()
  .regex(/^-?\d{1,3}:[0-9a-fA-F]{64}$/, 'a raw TON address like 0:abcd…')
  .describe('Raw TON address: workchain and account hash in hex');

const ZBase64 = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/, 'base64');

/** GET /api/v1/wallet/ton/config: what the TON Connect UI needs to start. */
export const ZTonConnectConfig = z
  .object({
    manifestUrl: z.string().describe('The app manifest wallets read (name, icon, domain)'),
    network: ZTonNetwork,
    walletsListSource: z
      .string()
      .nullable()
      .describe('A wallets list of our own (the simulator’s test wallet); null: the default list'),
    validSeconds: z.number().int().describe('How long a built transaction stays valid (360)'),
  })
  .describe('TON Connect settings');
export type TonConnectConfig = z.infer<typeof ZTonConnectConfig>;

/** POST /api/v1/wallet/ton/proof-payload: a single-use payload for the wallet to sign. */
export const ZTonProofPayloadResponse = z
  .object({
    payload: z.string().describe('Sign it in ton_proof; usable once, until expiresAt'),
    expiresAt: z.number().int().describe('Unix seconds'),
  })
  .describe('A ton_proof payload');
export type TonProofPayloadResponse = z.infer<typeof ZTonProofPayloadResponse>;

/** The wallet's ton_proof reply (TON Connect `TonProofItemReplySuccess.proof`). */
export const ZTonProof = z
  .object({
    timestamp: z.number().int().min(0).describe('Unix seconds when the wallet signed'),
    domain: z.object({
      lengthBytes: z.number().int().min(0).max(253),
      value: z.string().min(1).max(253),
    }),
    payload: z.string().min(1).max(128),
    signature: ZBase64.max(100).describe('Ed25519 signature, base64'),
  })
  .strict();
export type TonProof = z.infer<typeof ZTonProof>;

/** POST /api/v1/wallet/ton/wallet: connect the wallet the proof is for. */
export const ZTonConnectWalletRequest = z
  .object({
    address: ZTonRawAddress,
    network: ZTonNetwork,
    publicKey: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .describe('The wallet’s Ed25519 public key, hex'),
    walletStateInit: ZBase64.min(1).max(8192).describe('The wallet’s state init, base64 BOC'),
    proof: ZTonProof,
  })
  .strict()
  .describe('A wallet and its ton_proof');
export type TonConnectWalletRequest = z.infer<typeof ZTonConnectWalletRequest>;

/** The player's connected wallet. */
export const ZTonWallet = z
  .object({
    address: ZTonRawAddress,
    friendlyAddress: z
      .string()
      .describe('Non-bounceable user-friendly form (UQ…), what withdraw forms fill in'),
    connectedAt: z.string().describe('ISO-8601'),
  })
  .describe('A TON wallet proven to be the player’s');
export type TonWallet = z.infer<typeof ZTonWallet>;

export const ZTonWalletResponse = z.object({ wallet: ZTonWallet.nullable() });
export type TonWalletResponse = z.infer<typeof ZTonWalletResponse>;

/** GET /api/v1/wallet/ton/balances: the connected wallet's balances, read from the chain. */
export const ZTonBalances = z
  .object({
    ton: ZAmountString.describe('Toncoin, 9 decimals'),
    usdt: ZAmountString.describe('USDT on TON, 6 decimals'),
  })
  .describe('The connected wallet’s balances');
export type TonBalances = z.infer<typeof ZTonBalances>;

/** POST /api/v1/wallet/ton/deposits. */
export const ZTonDepositRequest = z
  .object({
    currency: ZTonConnectMethod,
    amount: z
      .string()
      .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
      .describe('Major units of the method currency'),
  })
  .strict()
  .describe('A deposit from the connected wallet');
export type TonDepositRequest = z.infer<typeof ZTonDepositRequest>;

/** One message of TON Connect's sendTransaction request. */
export const ZTonMessage = z.object({
  address: z.string().describe('Destination, user-friendly'),
  amount: z.string().regex(/^\d+$/).describe('Nanotons'),
  payload: z.string().optional().describe('Body, base64 BOC'),
});

/** TON Connect's sendTransaction request (what the wallet signs). */
export const ZTonSendTransaction = z.object({
  validUntil: z.number().int().describe('Unix seconds: now + 360'),
  network: ZTonNetwork,
  from: ZTonRawAddress,
  messages: z.array(ZTonMessage).min(1).max(4),
});
export type TonSendTransaction = z.infer<typeof ZTonSendTransaction>;

export const ZTonDepositStatus = z.enum(['open', 'sent', 'credited', 'expired']);
export type TonDepositStatus = z.infer<typeof ZTonDepositStatus>;

/** A deposit from the connected wallet: what to send, and how far it got. */
export const ZTonDeposit = z
  .object({
    id: z.string(),
    currency: ZTonConnectMethod,
    amount: ZAmountString,
    comment: z.string().describe('The player’s deposit comment the transfer carries'),
    status: ZTonDepositStatus.describe(
      'open: built; sent: the wallet signed it; credited: on the chain and in the balance; expired: never seen within its validity',
    ),
    transaction: ZTonSendTransaction,
    credited: ZTransaction.nullable().describe('The cashier history row once credited'),
  })
  .describe('A TON Connect deposit');
export type TonDeposit = z.infer<typeof ZTonDeposit>;

/** POST /api/v1/wallet/ton/deposits/{id}/sent: the signed message the wallet returned. */
export const ZTonDepositSentRequest = z
  .object({ boc: ZBase64.min(1).max(16384).describe('The signed external message, base64 BOC') })
  .strict();

/** Simulator test wallet: sign a ton_proof (`/api/dev/ton/test-wallet/connect`). */
export const ZDevTonWalletConnectRequest = z
  .object({
    seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    payload: z.string().min(1).max(128),
    domain: z.string().min(1).max(253),
  })
  .strict();

/** The wallet's part of a TON Connect connect event (TonAddressItemReply + TonProofItemReply). */
export const ZDevTonWalletConnectResponse = z.object({
  address: ZTonRawAddress,
  network: ZTonNetwork,
  publicKey: z.string(),
  walletStateInit: z.string(),
  proof: ZTonProof,
});

/** Simulator test wallet: "send" a sendTransaction request to the simulated chain. */
export const ZDevTonWalletSendRequest = z
  .object({
    seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    request: ZTonSendTransaction.extend({ from: ZTonRawAddress.optional() }),
  })
  .strict();

export const ZDevTonWalletSendResponse = z.object({
  boc: z.string().describe('The signed external message, base64 BOC'),
});
