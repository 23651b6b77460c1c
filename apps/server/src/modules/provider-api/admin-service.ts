import { createPublicKey } from 'node:crypto';
import type {
  AdminWalletProvider,
  CreateWalletProviderRequest,
  GameMapping,
  GameMappingsQuery,
  GameMappingsResponse,
  SetGameMappingRequest,
  UpdateWalletProviderRequest,
} from '@wheelhouse/contracts/admin-providers';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import { runAudited, type RecordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import type { GamesService } from '../games';
import { providerAdminRepository } from './admin-repository';
import { providerApiRepository, type WalletProviderRow } from './repository';

export interface ProviderAdminDeps {
  db: Database;
  recordAudit: RecordAudit;
  games: Pick<GamesService, 'walletMappings' | 'setWalletMapping'>;
  /** Told after a provider's row changed, so this process's wallet stops using the old one. */
  onProviderChanged?: (slug: string) => void;
}

/** What staff see of a provider: its secret never leaves the server, only whether one is stored. */
export function toAdminProvider(row: WalletProviderRow): AdminWalletProvider {
  return {
    slug: row.slug,
    name: row.name,
    signature: row.signature,
    publicKey: row.publicKey,
    hasSecret: row.secret !== null,
    launchUrl: row.launchUrl,
    currencies: row.currencies,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A public key that cannot verify anything would refuse every call: refuse it up front instead. */
function requireUsablePublicKey(pem: string | undefined) {
  if (pem === undefined) return;
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not rsa');
  } catch {
    throw new AppError('validation_error', {
      message: 'Not an RSA public key in PEM',
      fields: { publicKey: { key: 'Validation.invalid' } },
    });
  }
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The operator API over providers (admin: keys and state), per-game mapping (content) and the
 * reconciliation report (finance, in reconciliation.ts). Every change is audited in the
 * transaction that makes it; the audit row carries no secret.
 */
export function providerAdminService(deps: ProviderAdminDeps) {
  const admin = providerAdminRepository(deps.db);
  const wallet = providerApiRepository(deps.db);

  function requireRole(member: StaffPrincipal, roles: StaffRole[]) {
    if (!staffHasRole(member, roles)) throw new AppError('forbidden');
  }

  async function requireProvider(slug: string): Promise<WalletProviderRow> {
    const row = await wallet.provider(slug);
    if (!row) throw new AppError('not_found', { message: 'No such provider' });
    return row;
  }

  return {
    requireProvider,

    async list(member: StaffPrincipal): Promise<{ items: AdminWalletProvider[] }> {
      requireRole(member, ['content', 'finance']);
      return { items: (await admin.providers()).map(toAdminProvider) };
    },

    async create(
      member: StaffPrincipal,
      input: CreateWalletProviderRequest,
      requestId: string,
    ): Promise<AdminWalletProvider> {
      requireRole(member, ['admin']);
      if (input.signature === 'rsa') requireUsablePublicKey(input.publicKey);
      return runAudited(deps, member, requestId, async (tx) => {
        const row = await admin.insertProvider(
          {
            slug: input.slug,
            name: input.name,
            signature: input.signature,
            publicKey: input.signature === 'rsa' ? (input.publicKey ?? null) : null,
            secret: input.signature === 'hmac' ? (input.secret ?? null) : null,
            launchUrl: originOf(input.launchUrl),
            currencies: [...new Set(input.currencies)],
            active: input.active,
          },
          tx,
        );
        if (!row)
          throw new AppError('conflict', {
            message: 'A provider with this slug exists',
            extra: { reason: 'slug_taken' },
          });
        const after = toAdminProvider(row);
        return {
          result: after,
          audit: {
            action: 'wallet_provider.create',
            targetType: 'wallet_provider',
            targetId: row.slug,
            before: null,
            after,
          },
        };
      });
    },

    async update(
      member: StaffPrincipal,
      slug: string,
      input: UpdateWalletProviderRequest,
      requestId: string,
    ): Promise<AdminWalletProvider> {
      requireRole(member, ['admin']);
      requireUsablePublicKey(input.publicKey);
      const updated = await runAudited(deps, member, requestId, async (tx) => {
        const existing = await admin.providerForUpdate(slug, tx);
        if (!existing) throw new AppError('not_found', { message: 'No such provider' });
        const signature = input.signature ?? existing.signature;
        const publicKey = input.publicKey ?? existing.publicKey;
        const secret = input.secret ?? existing.secret;
        if (signature === 'rsa' && !publicKey)
          throw new AppError('validation_error', {
            fields: { publicKey: { key: 'Validation.required' } },
          });
        if (signature === 'hmac' && !secret)
          throw new AppError('validation_error', {
            fields: { secret: { key: 'Validation.required' } },
          });
        const row = await admin.updateProvider(
          slug,
          {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.launchUrl !== undefined ? { launchUrl: originOf(input.launchUrl) } : {}),
            ...(input.currencies !== undefined
              ? { currencies: [...new Set(input.currencies)] }
              : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
            signature,
            // Only the key of the kind in use is kept, so a switched-away key cannot verify.
            publicKey: signature === 'rsa' ? publicKey : null,
            secret: signature === 'hmac' ? secret : null,
          },
          tx,
        );
        const before = toAdminProvider(existing);
        const after = toAdminProvider(row);
        return {
          result: after,
          audit: {
            action: 'wallet_provider.update',
            targetType: 'wallet_provider',
            targetId: slug,
            before,
            // A rotated secret is recorded as rotated, never as its value.
            after: { ...after, ...(input.secret !== undefined ? { secretRotated: true } : {}) },
          },
        };
      });
      deps.onProviderChanged?.(slug);
      return updated;
    },

    async mappings(
      member: StaffPrincipal,
      query: GameMappingsQuery,
    ): Promise<GameMappingsResponse> {
      requireRole(member, ['content']);
      const { rows, total } = await deps.games.walletMappings(
        {
          walletProvider: query.walletProvider,
          search: query.search || undefined,
          unmapped: query.unmapped === undefined ? undefined : query.unmapped === 'true',
        },
        { limit: query.limit, offset: query.offset },
      );
      return { data: rows, meta: { offset: query.offset, limit: query.limit, total } };
    },

    async setMapping(
      member: StaffPrincipal,
      gameId: number,
      input: SetGameMappingRequest,
      requestId: string,
    ): Promise<GameMapping> {
      requireRole(member, ['content']);
      if (input.walletProvider !== null && !(await wallet.provider(input.walletProvider)))
        throw new AppError('validation_error', {
          message: 'No such provider',
          fields: { walletProvider: { key: 'Validation.invalid' } },
        });
      return runAudited(deps, member, requestId, async (tx) => {
        const { before, after } = await deps.games.setWalletMapping(gameId, input, tx);
        return {
          result: after,
          audit: {
            action: 'game.wallet_mapping',
            targetType: 'game',
            targetId: String(gameId),
            before,
            after,
          },
        };
      });
    },
  };
}

export type ProviderAdminService = ReturnType<typeof providerAdminService>;
