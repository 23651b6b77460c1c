import { randomBytes } from 'node:crypto';
import type { Locale } from '@wheelhouse/contracts/locales';
import type {
  LaunchRequest,
  LaunchResponse,
  ProviderStatusResponse,
} from '@wheelhouse/contracts/provider-api';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { GamesService, GameViewer } from '../games';
import type { UsersService } from '../users';
import type { FreeRoundsGranter } from './free-rounds';
import type { ProviderProbe } from './provider-probe';
import { providerApiRepository, type WalletProviderRow } from './repository';
import { tokenHashOf } from './wallet';

export interface LaunchDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  tokenTtlMs: number;
  games: Pick<GamesService, 'launchTarget'>;
  /** Asks a provider's server whether it is up (cached briefly per origin). */
  probe: Pick<ProviderProbe, 'reachable'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'rateOf'>;
  /** Grants the player's free rounds on the game to its provider before the frame opens. */
  freeRounds?: FreeRoundsGranter;
  users?: Pick<UsersService, 'accessById'>;
  /** The wallet caches provider rows: a saved row must be read again on its next call. */
  onProviderChanged?: (slug: string) => void;
}

/** Opening a third-party game: the frame's address, with a launch token in real mode. */
export function launchService(deps: LaunchDeps) {
  const repository = providerApiRepository(deps.db);

  async function hasRates(from: string, to: string): Promise<boolean> {
    try {
      await Promise.all([deps.currencies.rateOf(from, to), deps.currencies.rateOf(to, from)]);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return false;
      throw error;
    }
  }

  /**
   * The player's display currency when the provider plays it and both rates exist (as the
   * originals convert stakes), else the house currency.
   */
  async function sessionCurrency(provider: WalletProviderRow, display: string | null) {
    if (!display || display === deps.houseCurrency) return deps.houseCurrency;
    if (!provider.currencies.includes(display)) return deps.houseCurrency;
    const currency = await deps.currencies.requireCurrency(display).catch(() => null);
    if (!currency?.active) return deps.houseCurrency;
    return (await hasRates(display, deps.houseCurrency)) ? display : deps.houseCurrency;
  }

  /** The game the viewer may open and the active provider serving it (403, 404 or 409 if none). */
  async function servedGame(idOrSlug: string, viewer: GameViewer, lang?: Locale) {
    const target = await deps.games.launchTarget(idOrSlug, viewer, lang);
    if (target.game.blockReason)
      throw new AppError('forbidden', {
        message: 'This game is not available to you',
        extra: { reason: target.game.blockReason },
      });
    const provider = target.walletProvider
      ? await repository.provider(target.walletProvider)
      : undefined;
    if (!provider || !provider.active || !target.externalGameId)
      throw new AppError('conflict', {
        message: 'The provider of this game is not connected',
        extra: { reason: 'provider_not_connected' },
      });
    return { target, provider, externalGameId: target.externalGameId };
  }

  return {
    /** `lang`: the page's language for the game; the player's profile language when absent. */
    async launch(
      idOrSlug: string,
      viewer: GameViewer,
      { mode, lang }: LaunchRequest,
    ): Promise<LaunchResponse> {
      if (mode === 'real' && viewer.userId === null)
        // A guest may open the game (in demo), so this is a refusal of the mode, not of the caller.
        throw new AppError('forbidden', {
          message: 'Sign in to play for real money',
          extra: { reason: 'sign_in_required' },
        });
      const { target, provider, externalGameId } = await servedGame(idOrSlug, viewer, lang);
      const currency = await sessionCurrency(provider, target.currency);
      // The session may fall back to the house currency, which the game may block as well.
      if (target.game.blacklists.currencies.includes(currency))
        throw new AppError('forbidden', {
          message: 'This game is not available to you',
          extra: { reason: 'currency' },
        });
      const url = new URL(`${provider.launchUrl}/games/${encodeURIComponent(externalGameId)}`);
      url.searchParams.set('mode', mode);
      url.searchParams.set('currency', currency);
      url.searchParams.set('lang', target.language);
      // Our game: the provider keys free rounds on it (one of its games may serve several of ours).
      url.searchParams.set('game', target.game.slug);
      if (mode === 'demo') return { url: url.toString(), mode, currency, expiresAt: null };

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.clock.now().getTime() + deps.tokenTtlMs);
      await repository.insertSession({
        tokenHash: tokenHashOf(token),
        provider: provider.slug,
        userId: viewer.userId!,
        gameId: target.game.id,
        gameCode: externalGameId,
        currency,
        expiresAt,
        createdAt: deps.clock.now(),
      });
      url.searchParams.set('token', token);
      // Free spins of a bonus for this game become the provider's free rounds (issue 13).
      const access = deps.freeRounds ? await deps.users?.accessById(viewer.userId!) : undefined;
      if (deps.freeRounds && access)
        await deps.freeRounds.grantFor(provider, {
          userId: viewer.userId!,
          globalId: access.globalId,
          gameSlug: target.game.slug,
          gameCode: externalGameId,
          currency,
        });
      return { url: url.toString(), mode, currency, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Whether the game's provider answers (for a frame that never posted `provider:ready`, as real
     * providers do not): probes the launch URL staff configured, never anything from the request.
     */
    async providerStatus(idOrSlug: string, viewer: GameViewer): Promise<ProviderStatusResponse> {
      const { provider } = await servedGame(idOrSlug, viewer);
      return { reachable: await deps.probe.reachable(provider.launchUrl) };
    },

    /** Adds or updates a provider (its keys, frame origin, currencies); the seed and tests use it. */
    async saveProvider(row: Omit<WalletProviderRow, 'createdAt'>): Promise<void> {
      await repository.upsertProvider(row);
      deps.onProviderChanged?.(row.slug);
    },
  };
}

export type LaunchService = ReturnType<typeof launchService>;
