import type {
  AdminPromoCode,
  AdminPromoCodesResponse,
  PlayerBonus,
  PromoCodeInput,
  PromoCodePatch,
} from '@wheelhouse/contracts/bonuses';
import type { AuditEntry } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { BruteForceGuard } from '../../platform/brute-force';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import { newBonusId, type BonusEngine } from './engine';
import type { PlayerBonusesService } from './player-service';
import { promoRepository, type PromoCodeRow } from './promo-repository';

/** Unknown codes allowed per player and per client address in a quarter of an hour. */
export const PROMO_THROTTLE = { maxPerAccount: 10, maxPerIp: 30, windowMs: 15 * 60_000 };

export interface PromoServiceDeps {
  db: Database;
  clock: Clock;
  engine: BonusEngine;
  player: Pick<PlayerBonusesService, 'one'>;
  users: Pick<UsersService, 'me'>;
  /** The country (ISO alpha-2) of a client address, null when unknown. */
  countryOf: (ip: string) => string | null;
  /** Failed redemptions per player and per IP (a brute-force target, domain/bonuses.md). */
  throttle: BruteForceGuard;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  onCommitted: () => void;
  /** A cool-off or self-exclusion refuses redeeming a code. */
  rg: Pick<RgGuard, 'assertMoneyActionAllowed'>;
}

/** Promo templates a code may give. */
const PROMO_TYPES = new Set(['promo', 'promo_freespins', 'personal']);

function view(row: PromoCodeRow): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    templateId: row.templateId,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    countries: row.countries,
    currencies: row.currencies,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertPromoTemplate(engine: BonusEngine, templateId: number) {
  const template = await engine.templates.byId(templateId);
  if (!template || !PROMO_TYPES.has(template.type))
    throw new AppError('validation_error', {
      fields: { templateId: { key: 'Validation.not_found' } },
    });
}

function assertWindow(validFrom: Date | null, validUntil: Date | null) {
  if (validFrom && validUntil && validUntil <= validFrom)
    throw new AppError('validation_error', {
      fields: { validUntil: { key: 'Validation.min_value', params: { min: 'validFrom' } } },
    });
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Promo codes: redeemed by players (throttled), created and counted by staff. */
export function promoService(deps: PromoServiceDeps) {
  const repository = promoRepository(deps.db);
  const { templates } = deps.engine;

  /** Only unknown codes count toward the throttle: guessing codes is what it stops. */
  async function refuse(
    userId: number,
    ip: string,
    code: ConstructorParameters<typeof AppError>[0],
  ): Promise<never> {
    if (code === 'promo_code_not_found') await deps.throttle.recordFailure(String(userId), ip);
    throw new AppError(code);
  }

  return {
    /**
     * POST /api/v2/promo-codes/redeem: the code's bonus for the player (credited at once when it
     * needs no deposit, else pending until the next qualifying deposit). Errors: 404
     * promo_code_not_found, 400 promo_code_expired, 409 promo_code_used_up, 409
     * promo_code_already_redeemed, 403 promo_code_not_eligible, 429 too_many_requests after too
     * many failures from the player or the address.
     */
    async redeem(userId: number, typed: string, ip: string): Promise<PlayerBonus> {
      await deps.throttle.assertAllowed(String(userId), ip);
      await deps.rg.assertMoneyActionAllowed(userId);
      const code = typed.trim().toUpperCase();
      const row = await repository.byCode(code);
      if (!row || !row.active) return refuse(userId, ip, 'promo_code_not_found');
      const now = deps.clock.now();
      const template = await templates.byId(row.templateId);
      if (
        (row.validFrom && now < row.validFrom) ||
        (row.validUntil && now >= row.validUntil) ||
        !template?.active
      )
        return refuse(userId, ip, 'promo_code_expired');
      if (await repository.redeemedBy(userId, row.id))
        return refuse(userId, ip, 'promo_code_already_redeemed');
      if (row.countries.length > 0) {
        const country = deps.countryOf(ip);
        if (!country || !row.countries.includes(country))
          return refuse(userId, ip, 'promo_code_not_eligible');
      }
      if (row.currencies.length > 0) {
        const { currency } = await deps.users.me(userId);
        if (!row.currencies.includes(currency))
          return refuse(userId, ip, 'promo_code_not_eligible');
      }
      const outcome = await deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        if (!(await repository.takeUse(row.id, tx))) return 'promo_code_used_up' as const;
        const bonusId = newBonusId();
        if (
          !(await repository.recordRedemption(
            { promoCodeId: row.id, userId, userBonusId: bonusId },
            tx,
          ))
        )
          throw new AppError('promo_code_already_redeemed');
        const bonus = await deps.engine.claimIn(tx, {
          userId,
          template,
          claimKey: `promo:${row.id}`,
          id: bonusId,
        });
        if (!bonus) throw new AppError('promo_code_already_redeemed');
        return 'redeemed' as const;
      });
      if (outcome !== 'redeemed') return refuse(userId, ip, outcome);
      deps.onCommitted();
      return deps.player.one(userId, template.id);
    },

    async listForStaff(member: StaffPrincipal): Promise<AdminPromoCodesResponse> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      return { items: (await repository.all()).map(view) };
    },

    async create(
      member: StaffPrincipal,
      input: PromoCodeInput,
      requestId: string,
    ): Promise<AdminPromoCode> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      await assertPromoTemplate(deps.engine, input.templateId);
      const validFrom = input.validFrom ? new Date(input.validFrom) : null;
      const validUntil = input.validUntil ? new Date(input.validUntil) : null;
      assertWindow(validFrom, validUntil);
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const row = await repository.insert(
          {
            code: input.code.toUpperCase(),
            templateId: input.templateId,
            maxRedemptions: input.maxRedemptions,
            validFrom,
            validUntil,
            countries: input.countries,
            currencies: input.currencies,
            active: input.active,
            createdBy: member.staffId,
          },
          tx,
        );
        if (!row) throw new AppError('conflict', { message: 'This code exists already' });
        const created = view(row);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'promo_code.create',
            targetType: 'promo_code',
            targetId: String(row.id),
            before: null,
            after: created,
            requestId,
          },
          tx,
        );
        return created;
      });
    },

    /** Changes a code's terms (never the code itself); audited with the code before and after. */
    async update(
      member: StaffPrincipal,
      id: number,
      patch: PromoCodePatch,
      requestId: string,
    ): Promise<AdminPromoCode> {
      if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
      if (patch.templateId !== undefined) await assertPromoTemplate(deps.engine, patch.templateId);
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const before = await repository.lockById(id, tx);
        if (!before) throw new AppError('not_found');
        const validFrom = toDate(patch.validFrom);
        const validUntil = toDate(patch.validUntil);
        assertWindow(
          validFrom === undefined ? before.validFrom : validFrom,
          validUntil === undefined ? before.validUntil : validUntil,
        );
        if (patch.maxRedemptions !== undefined && patch.maxRedemptions < before.redemptions)
          throw new AppError('validation_error', {
            fields: {
              maxRedemptions: { key: 'Validation.min', params: { min: before.redemptions } },
            },
          });
        const changes = Object.fromEntries(
          Object.entries({
            templateId: patch.templateId,
            maxRedemptions: patch.maxRedemptions,
            validFrom,
            validUntil,
            countries: patch.countries,
            currencies: patch.currencies,
            active: patch.active,
          }).filter(([, value]) => value !== undefined),
        );
        // An empty patch changes nothing: no statement, no audit row.
        if (Object.keys(changes).length === 0) return view(before);
        const row = await repository.update(id, changes, tx);
        if (!row) throw new AppError('not_found');
        const updated = view(row);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'promo_code.update',
            targetType: 'promo_code',
            targetId: String(id),
            before: view(before),
            after: updated,
            requestId,
          },
          tx,
        );
        return updated;
      });
    },
  };
}

export type PromoService = ReturnType<typeof promoService>;
