import type {
  AdminBanner,
  AdminBannersQuery,
  AdminBannersResponse,
  BannersQuery,
  BannersResponse,
  CreateBannerRequest,
  UpdateBannerRequest,
} from '@wheelhouse/contracts/banners';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@wheelhouse/contracts/locales';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runAudited, type AuditEntry, type AuditedWork } from '../../platform/audit';
import { DEMO_BANNERS } from './demo-banners';
import { bannersRepository, type BannerChanges, type BannerRow } from './repository';

export interface BannersServiceDeps {
  db: Database;
  clock: Clock;
  /** The signed-in viewer's language (the users module). */
  languageOf: (userId: number) => Promise<Locale | undefined>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/** Who is looking: the signed-in player (if any) and what the request says about language. */
export interface BannerViewer {
  userId: number | null;
  acceptLanguage: string | undefined;
}

/** "ru-RU" → "ru"; anything we do not ship → undefined. */
function supportedLocaleOf(tag: string | undefined): Locale | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLocale(primary) ? primary : undefined;
}

/** The first supported language of an Accept-Language header, by its q weights. */
function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = supportedLocaleOf(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    place: row.place,
    texts: row.texts,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function dateOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function bannersService(deps: BannersServiceDeps) {
  const repository = bannersRepository(deps.db);

  function requireContent(member: StaffPrincipal) {
    if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
  }

  /** The `lang` query, else the signed-in player's language, else Accept-Language, else English. */
  async function viewerLocale(query: BannersQuery, viewer: BannerViewer): Promise<Locale> {
    return (
      supportedLocaleOf(query.lang) ??
      (viewer.userId !== null ? await deps.languageOf(viewer.userId) : undefined) ??
      fromAcceptLanguage(viewer.acceptLanguage) ??
      DEFAULT_LOCALE
    );
  }

  const audited = <T>(member: StaffPrincipal, requestId: string, work: AuditedWork<T>) =>
    runAudited(deps, member, requestId, work);

  return {
    async showing(query: BannersQuery, viewer: BannerViewer): Promise<BannersResponse> {
      const locale = await viewerLocale(query, viewer);
      const rows = await repository.listShowing(query.place, deps.clock.now());
      return {
        items: rows.map((row) => {
          const text =
            row.texts[locale] ?? row.texts[DEFAULT_LOCALE] ?? Object.values(row.texts)[0];
          return {
            id: row.id,
            title: text?.title ?? '',
            subtitle: text?.subtitle ?? null,
            imageUrl: row.imageUrl,
            linkUrl: row.linkUrl,
          };
        }),
      };
    },

    async list(member: StaffPrincipal, query: AdminBannersQuery): Promise<AdminBannersResponse> {
      requireContent(member);
      return { items: (await repository.listAll(query.place)).map(toAdminBanner) };
    },

    async create(
      member: StaffPrincipal,
      input: CreateBannerRequest,
      requestId: string,
    ): Promise<AdminBanner> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const now = deps.clock.now();
        const row = await repository.insert(
          {
            ...input,
            startsAt: dateOrNull(input.startsAt),
            endsAt: dateOrNull(input.endsAt),
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        const banner = toAdminBanner(row);
        return {
          result: banner,
          audit: {
            action: 'banner.create',
            targetType: 'banner',
            targetId: String(row.id),
            before: null,
            after: banner,
          },
        };
      });
    },

    async update(
      member: StaffPrincipal,
      id: number,
      input: UpdateBannerRequest,
      requestId: string,
    ): Promise<AdminBanner> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const existing = await repository.findForUpdate(id, tx);
        if (!existing) throw new AppError('not_found');
        const { startsAt, endsAt, ...rest } = input;
        const changes: BannerChanges = { ...rest, updatedAt: deps.clock.now() };
        if (startsAt !== undefined) changes.startsAt = dateOrNull(startsAt);
        if (endsAt !== undefined) changes.endsAt = dateOrNull(endsAt);
        // The request alone may name one end of the window; the result must still be ordered.
        const start = changes.startsAt !== undefined ? changes.startsAt : existing.startsAt;
        const end = changes.endsAt !== undefined ? changes.endsAt : existing.endsAt;
        if (start && end && start.getTime() >= end.getTime())
          throw new AppError('validation_error', {
            fields: { endsAt: { key: 'Validation.invalid' } },
            message: 'endsAt must be after startsAt',
          });
        const saved = await repository.update(id, changes, tx);
        const before = toAdminBanner(existing);
        const after = toAdminBanner(saved);
        return {
          result: after,
          audit: {
            action: 'banner.update',
            targetType: 'banner',
            targetId: String(id),
            before,
            after,
          },
        };
      });
    },

    async remove(member: StaffPrincipal, id: number, requestId: string): Promise<void> {
      requireContent(member);
      await audited(member, requestId, async (tx) => {
        const existing = await repository.findForUpdate(id, tx);
        if (!existing) throw new AppError('not_found');
        await repository.delete(id, tx);
        return {
          result: undefined,
          audit: {
            action: 'banner.delete',
            targetType: 'banner',
            targetId: String(id),
            before: toAdminBanner(existing),
            after: null,
          },
        };
      });
    },

    /** Demo content: the wallet carousel's banners, once. Returns how many were created. */
    async seedDemo(): Promise<number> {
      return deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await repository.lockSeed(tx);
        if ((await repository.countInPlace('wallet', tx)) > 0) return 0;
        for (const banner of DEMO_BANNERS) await repository.insert(banner, tx);
        return DEMO_BANNERS.length;
      });
    },
  };
}

export type BannersService = ReturnType<typeof bannersService>;
