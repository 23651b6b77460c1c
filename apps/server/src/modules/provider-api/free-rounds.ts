import {
  createPrivateKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WALLET_AMOUNT_SCALE, type FreeRoundsGrant } from '@wheelhouse/contracts/provider-api';
import type { Clock } from '../../platform/clock';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import { protocolInteger, toSessionMinor, type SessionRates } from './amounts';
import type { WalletProviderRow } from './repository';

/** Signs what we send providers (free rounds grants): RSA-SHA256 over the raw body. */
export interface OperatorKeys {
  privateKey: KeyObject;
  publicKey: string;
  publicKeyPath: string;
}

/**
 * The operator's RSA key pair, made once in DATA_DIR/operator and kept: we sign requests to
 * providers with the private half; a provider verifies them with the public half.
 */
export async function ensureOperatorKeys(dataDir: string): Promise<OperatorKeys> {
  const dir = path.join(dataDir, 'operator');
  const privatePath = path.join(dir, 'private.pem');
  const publicKeyPath = path.join(dir, 'public.pem');
  try {
    const [privatePem, publicKey] = await Promise.all([
      readFile(privatePath, 'utf8'),
      readFile(publicKeyPath, 'utf8'),
    ]);
    return { privateKey: createPrivateKey(privatePem), publicKey, publicKeyPath };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await writeFile(privatePath, pair.privateKey, { mode: 0o600 });
  await writeFile(publicKeyPath, pair.publicKey);
  return {
    privateKey: createPrivateKey(pair.privateKey),
    publicKey: pair.publicKey,
    publicKeyPath,
  };
}

export interface FreeRoundsDeps {
  clock: Clock;
  houseCurrency: string;
  keys: () => Promise<OperatorKeys>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  bonuses: Pick<BonusesService, 'freeRoundsToGrant' | 'markFreeRoundsGranted'>;
  timeoutMs?: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * Free rounds on third-party games (issue 13, the industry's "free rounds" / "bonus rounds"): when
 * the player opens a game their free-spins bonus is for, the provider is granted the rounds over
 * its API — POST {launchUrl}/freerounds, signed with our key (x-signature, RSA-SHA256 over the raw
 * body), idempotent by our bonus id (`reference`). The provider then plays them with a zero stake
 * and reports their bets and wins with the reference (wallet.ts). The grant names our game
 * (`operator_game`, also the launch URL's `game`): one provider game may serve several of ours.
 * It is sent again at every launch of the game with the rounds left, acknowledged before or not:
 * a provider that lost it (a restart) gets it back, and one that played some keeps its smaller
 * count.
 */
export function freeRoundsGranter(deps: FreeRoundsDeps) {
  async function ratesOf(currency: string): Promise<SessionRates> {
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    const identity = { numerator: 1n, denominator: 1n };
    if (currency === house.code)
      return {
        houseScale: house.ledgerScale,
        sessionScale: WALLET_AMOUNT_SCALE,
        toHouse: identity,
        toSession: identity,
      };
    const toSession = await deps.currencies.rateOf(house.code, currency);
    return {
      houseScale: house.ledgerScale,
      sessionScale: WALLET_AMOUNT_SCALE,
      toHouse: identity,
      toSession: toSession.rate,
    };
  }

  async function send(provider: WalletProviderRow, grant: FreeRoundsGrant): Promise<boolean> {
    const raw = JSON.stringify(grant);
    const { privateKey } = await deps.keys();
    const response = await fetch(`${provider.launchUrl.replace(/\/$/, '')}/freerounds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': sign('sha256', Buffer.from(raw), privateKey).toString('base64'),
      },
      body: raw,
      signal: AbortSignal.timeout(deps.timeoutMs ?? 3000),
    });
    if (!response.ok) return false;
    const answer = (await response.json().catch(() => null)) as { status?: string } | null;
    return answer?.status === 'RS_OK';
  }

  return {
    /**
     * Grants (again) the player's free rounds left on this game. Never throws: a failed grant is logged and tried again at the next launch. Returns how many
     * grants the provider acknowledged.
     */
    async grantFor(
      provider: WalletProviderRow,
      session: {
        userId: number;
        globalId: string;
        gameSlug: string;
        gameCode: string;
        currency: string;
      },
    ): Promise<number> {
      let granted = 0;
      try {
        const due = await deps.bonuses.freeRoundsToGrant(session.userId, session.gameSlug);
        if (due.length === 0) return 0;
        const rates = await ratesOf(session.currency);
        for (const bonus of due) {
          const ok = await send(provider, {
            request_uuid: randomUUID(),
            reference: bonus.bonusId,
            user: session.globalId,
            game_code: session.gameCode,
            operator_game: session.gameSlug,
            currency: session.currency,
            count: bonus.count,
            stake: protocolInteger(toSessionMinor(bonus.stakeMinor, rates)),
            expires_at: bonus.expiresAt ? bonus.expiresAt.toISOString() : null,
          });
          if (!ok) continue;
          await deps.bonuses.markFreeRoundsGranted(session.userId, bonus.bonusId, deps.clock.now());
          granted += 1;
        }
      } catch (error) {
        deps.log?.('free rounds grant failed', {
          provider: provider.slug,
          error: (error as Error).message,
        });
      }
      return granted;
    },
  };
}

export type FreeRoundsGranter = ReturnType<typeof freeRoundsGranter>;
