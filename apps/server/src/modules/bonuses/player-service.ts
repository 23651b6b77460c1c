import type {
  AdminBonusTemplate,
  AdminBonusTemplatesResponse,
  AdminUserBonus,
  BonusDrawerState,
  BonusModalState,
  BonusSettings,
  BonusTemplateInput,
  BonusTemplatePatch,
  PlayerBonus,
  PlayerBonusesQuery,
  PlayerBonusesResponse,
} from '@wheelhouse/contracts/bonuses';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { AuditEntry } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import type { BonusEngine } from './engine';
import {
  activationOf,
  adminTemplateOf,
  assertTemplate,
  conditionsOf,
  templateValues,
  textsIn,
  type HouseMoney,
} from './present';
import type { UserBonusRow } from './repository';
import {
  EVERYDAY_FROM_DEPOSITS,
  nextUtcMidnight,
  utcDay,
  welcomeStepStates,
  welcomeStepTemplates,
} from './rules';
import type { TemplateRow } from './templates-repository';
import { newBonusId, termsOf } from './engine';

export interface PlayerBonusesDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  engine: BonusEngine;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'depositCountOf' | 'me' | 'accessByGlobalId'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  toAdminBonus: (row: UserBonusRow) => Promise<AdminUserBonus>;
  /** Whether a third-party game slug is connected to a wallet provider (templates' freespinsGame). */
  games?: { isConnected: (slug: string) => Promise<boolean> };
  rg: Pick<RgGuard, 'assertMoneyActionAllowed'>;
}

const LIVE: ReadonlyArray<UserBonusRow['status']> = ['offered', 'pending', 'active'];

/**
 * The player's side of bonuses (GET /api/v2/bonuses and friends) and the operator's templates.
 * Every player query is scoped by the player's id; another player's bonus is a 404.
 */
export function playerBonusesService(deps: PlayerBonusesDeps) {
  const { engine } = deps;
  const { repository, templates } = engine;

  async function house(): Promise<HouseMoney> {
    const currency = await deps.currencies.requireCurrency(deps.houseCurrency);
    return { code: currency.code, scale: currency.ledgerScale };
  }

  async function languageOf(userId: number): Promise<string> {
    return (await deps.users.me(userId).catch(() => undefined))?.language ?? 'en';
  }

  /** The player's row that stands for a template now (see ZPlayerBonus), newest first. */
  function rowFor(template: TemplateRow, rows: UserBonusRow[], today: string): UserBonusRow | null {
    const own = rows.filter((row) => row.templateId === template.id);
    if (template.type === 'welcome')
      return rows.find((row) => row.claimKey === `welcome:${template.minDepositNumber}`) ?? null;
    if (template.type === 'everyday')
      return (
        own.find((row) => row.claimKey === `everyday:${today}`) ??
        own.find((row) => row.status === 'active') ??
        null
      );
    return own.find((row) => LIVE.includes(row.status)) ?? own[0] ?? null;
  }

  /** Every bonus the player may see, in display order (welcome steps first). */
  async function visible(userId: number) {
    const [all, rows, depositCount, language, money] = await Promise.all([
      templates.active(),
      repository.listForUser(userId),
      deps.users.depositCountOf(userId),
      languageOf(userId),
      house(),
    ]);
    const now = deps.clock.now();
    const today = utcDay(now);
    const steps = welcomeStepTemplates(all.map((t) => ({ ...termsOf(t), row: t }))).map(
      (s) => s.row,
    );
    const ownTemplateIds = new Set(rows.map((row) => row.templateId));
    const others = all.filter(
      (t) =>
        t.type === 'everyday' ||
        ((t.type === 'personal' || t.type === 'promo' || t.type === 'promo_freespins') &&
          ownTemplateIds.has(t.id)),
    );
    const stepClaims = steps.map((t) => ({
      isFirst: t.minDepositNumber === 1 && depositCount === 0,
      isClaimed: rowFor(t, rows, today) !== null,
    }));
    const stepStates = welcomeStepStates(stepClaims);
    const present = (template: TemplateRow, index: number | null): PlayerBonus => {
      const row = rowFor(template, rows, today);
      const text = textsIn(template, language);
      const isClaimed =
        template.type === 'welcome'
          ? row !== null
          : row !== null &&
            (template.type === 'everyday' || LIVE.includes(row.status)) &&
            row.status !== 'offered';
      return {
        id: template.id,
        title: text.title,
        description: text.description,
        status: row?.status === 'active' ? 'active' : 'inactive',
        isPersonal: template.type === 'personal',
        isClaimed,
        isCurrent: row !== null && (row.status === 'active' || row.status === 'pending'),
        isFirst: index !== null && stepClaims[index]?.isFirst === true,
        availableUntil: template.type === 'everyday' ? nextUtcMidnight(now).toISOString() : null,
        conditions: conditionsOf(
          template,
          money,
          template.type === 'personal' && row ? row.id : null,
        ),
        activation: row ? activationOf(row, money) : null,
      };
    };
    return {
      bonuses: [
        ...steps.map((t, index) => present(t, index)),
        ...others.map((t) => present(t, null)),
      ],
      stepStates,
      depositCount,
      rows,
      all,
    };
  }

  async function requireVisible(userId: number, id: number): Promise<PlayerBonus> {
    const { bonuses } = await visible(userId);
    const bonus = bonuses.find((b) => b.id === id);
    if (!bonus) throw new AppError('not_found');
    return bonus;
  }

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function playerId(globalId: string): Promise<number> {
    const player = await deps.users.accessByGlobalId(globalId);
    if (!player) throw new AppError('not_found', { message: 'No such player' });
    return player.userId;
  }

  async function settingsOf(userId: number): Promise<BonusSettings> {
    const row = await templates.settingsOf(userId);
    return {
      isWelcomeEnabledFiat: row?.isWelcomeEnabledFiat ?? true,
      isWelcomeEnabledCrypto: row?.isWelcomeEnabledCrypto ?? true,
      preferredFiat: {
        id: row?.preferredFiatId ?? null,
        isEnabled: row?.preferredFiatEnabled ?? true,
      },
      preferredCrypto: {
        id: row?.preferredCryptoId ?? null,
        isEnabled: row?.preferredCryptoEnabled ?? true,
      },
    };
  }

  const variantOf = (depositCount: number) =>
    depositCount >= EVERYDAY_FROM_DEPOSITS ? ('everyday' as const) : ('welcome' as const);

  return {
    async list(userId: number, query: PlayerBonusesQuery): Promise<PlayerBonusesResponse> {
      const { bonuses } = await visible(userId);
      const filtered = query.type
        ? bonuses.filter((b) => b.conditions.type === query.type)
        : bonuses;
      return {
        data: filtered.slice(query.offset, query.offset + query.limit),
        meta: { offset: query.offset, limit: query.limit, total: filtered.length },
      };
    },

    one: requireVisible,

    /**
     * Claims a bonus: everyday (from the 4th deposit, once per UTC day; activates on the next
     * qualifying deposit before the player's next local midnight, `utcOffsetMinutes`), a personal offer (credited at once when it needs no
     * deposit). Welcome steps activate on their deposit and promo bonuses through their code:
     * claiming them is 409 bonus_not_claimable. Claiming again answers the same bonus.
     */
    async claim(
      userId: number,
      id: number,
      request: { utcOffsetMinutes?: number } = {},
    ): Promise<PlayerBonus> {
      await deps.rg.assertMoneyActionAllowed(userId);
      const { bonuses, depositCount, rows, all } = await visible(userId);
      const bonus = bonuses.find((b) => b.id === id);
      const template = all.find((t) => t.id === id);
      if (!bonus || !template) throw new AppError('not_found');
      const now = deps.clock.now();
      if (template.type === 'everyday') {
        if (depositCount < EVERYDAY_FROM_DEPOSITS)
          throw new AppError('bonus_not_claimable', {
            message: `The everyday bonus opens after ${EVERYDAY_FROM_DEPOSITS} deposits`,
          });
        await engine.claim(
          userId,
          template,
          `everyday:${utcDay(now)}`,
          undefined,
          request.utcOffsetMinutes,
        );
      } else if (template.type === 'personal') {
        const offer = rows.find((row) => row.templateId === id && row.status === 'offered');
        if (!offer) {
          if (bonus.isClaimed) return bonus;
          throw new AppError('bonus_not_claimable');
        }
        await engine.claim(userId, template, offer.claimKey ?? offer.id, offer);
      } else if (!bonus.isClaimed) {
        throw new AppError('bonus_not_claimable');
      }
      return requireVisible(userId, id);
    },

    /** Cancels the player's pending or active instance of the bonus; its money goes back. */
    async cancel(userId: number, id: number): Promise<PlayerBonus> {
      const bonus = await requireVisible(userId, id);
      const live = bonus.activation;
      if (!live || !LIVE.includes(live.state))
        throw new AppError('bonus_not_claimable', { message: 'Nothing to cancel' });
      await engine.cancel(userId, live.userBonusId);
      return requireVisible(userId, id);
    },

    settings: settingsOf,

    /** POST /api/v2/users/loyalty: a preferred id must name a bonus the player can see. */
    async saveSettings(userId: number, input: BonusSettings): Promise<BonusSettings> {
      const { bonuses } = await visible(userId);
      const known = new Set(bonuses.map((b) => b.id));
      const fields: Record<string, { key: string }> = {};
      if (input.preferredFiat.id !== null && !known.has(input.preferredFiat.id))
        fields['preferredFiat.id'] = { key: 'Validation.not_found' };
      if (input.preferredCrypto.id !== null && !known.has(input.preferredCrypto.id))
        fields['preferredCrypto.id'] = { key: 'Validation.not_found' };
      if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
      await templates.upsertSettings(
        userId,
        {
          isWelcomeEnabledFiat: input.isWelcomeEnabledFiat,
          isWelcomeEnabledCrypto: input.isWelcomeEnabledCrypto,
          preferredFiatId: input.preferredFiat.id,
          preferredFiatEnabled: input.preferredFiat.isEnabled,
          preferredCryptoId: input.preferredCrypto.id,
          preferredCryptoEnabled: input.preferredCrypto.isEnabled,
        },
        deps.clock.now(),
      );
      return settingsOf(userId);
    },

    async modalState(userId: number): Promise<BonusModalState> {
      const [row, depositCount] = await Promise.all([
        templates.settingsOf(userId),
        deps.users.depositCountOf(userId),
      ]);
      return {
        depositCount,
        lastShowModalAt: row?.lastShowModalAt?.toISOString() ?? null,
        variant: variantOf(depositCount),
      };
    },

    async markModalShown(userId: number): Promise<BonusModalState> {
      await templates.upsertSettings(
        userId,
        { lastShowModalAt: deps.clock.now() },
        deps.clock.now(),
      );
      return this.modalState(userId);
    },

    async drawerState(userId: number): Promise<BonusDrawerState> {
      const [row, depositCount] = await Promise.all([
        templates.settingsOf(userId),
        deps.users.depositCountOf(userId),
      ]);
      return {
        isShown: !!row?.drawerShownAt,
        shownAt: row?.drawerShownAt?.toISOString() ?? null,
        variant: variantOf(depositCount),
      };
    },

    async markDrawerShown(userId: number): Promise<BonusDrawerState> {
      await templates.upsertSettings(userId, { drawerShownAt: deps.clock.now() }, deps.clock.now());
      return this.drawerState(userId);
    },

    /* ---------------------------------- back office ---------------------------------- */

    /** Free spins on a third-party game need a game its provider can grant free rounds on. */
    async assertFreespinsGame(slug: string | null | undefined) {
      if (!slug) return;
      if (!deps.games || !(await deps.games.isConnected(slug)))
        throw new AppError('validation_error', {
          fields: { freespinsGame: { key: 'Validation.not_found' } },
        });
    },

    async templatesForStaff(member: StaffPrincipal): Promise<AdminBonusTemplatesResponse> {
      requireFinance(member);
      const money = await house();
      return { items: (await templates.all()).map((t) => adminTemplateOf(t, money)) };
    },

    async createTemplate(
      member: StaffPrincipal,
      input: BonusTemplateInput,
      requestId: string,
    ): Promise<AdminBonusTemplate> {
      requireFinance(member);
      const money = await house();
      const values = templateValues(input, money);
      assertTemplate(values);
      await this.assertFreespinsGame(input.freespinsGame);
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const row = await templates.insert(values as Parameters<typeof templates.insert>[0], tx);
        const view = adminTemplateOf(row, money);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'bonus_template.create',
            targetType: 'bonus_template',
            targetId: String(row.id),
            before: null,
            after: view,
            requestId,
          },
          tx,
        );
        return view;
      });
    },

    async updateTemplate(
      member: StaffPrincipal,
      id: number,
      patch: BonusTemplatePatch,
      requestId: string,
    ): Promise<AdminBonusTemplate> {
      requireFinance(member);
      const money = await house();
      const values = templateValues(patch, money);
      await this.assertFreespinsGame(patch.freespinsGame);
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const before = await templates.byId(id, tx);
        if (!before) throw new AppError('not_found');
        assertTemplate({ ...before, ...values });
        const row = await templates.update(id, { ...values, updatedAt: deps.clock.now() }, tx);
        if (!row) throw new AppError('not_found');
        const view = adminTemplateOf(row, money);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'bonus_template.update',
            targetType: 'bonus_template',
            targetId: String(id),
            before: adminTemplateOf(before, money),
            after: view,
            requestId,
          },
          tx,
        );
        return view;
      });
    },

    /** Offers a personal template to one player (an `offered` row the player claims). */
    async offerPersonal(
      member: StaffPrincipal,
      globalId: string,
      templateId: number,
      requestId: string,
    ): Promise<AdminUserBonus> {
      requireFinance(member);
      const userId = await playerId(globalId);
      const template = await templates.byId(templateId);
      if (!template || template.type !== 'personal' || !template.active)
        throw new AppError('validation_error', {
          fields: { templateId: { key: 'Validation.not_found' } },
        });
      return deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const existing = (await repository.listForUser(userId, tx)).find(
          (row) => row.templateId === templateId && LIVE.includes(row.status),
        );
        if (existing)
          throw new AppError('conflict', { message: 'The player has this bonus already' });
        const count = (await repository.listForUser(userId, tx)).filter(
          (row) => row.templateId === templateId,
        ).length;
        const row = await repository.insertOnce(
          {
            id: newBonusId(),
            userId,
            title: template.texts.en?.title ?? `Bonus ${template.id}`,
            templateId,
            claimKey: `personal:${templateId}:${count + 1}`,
            status: 'offered',
            amountMinor: 0n,
            wagerTotalMinor: 0n,
            grantedBy: member.staffId,
            createdAt: deps.clock.now(),
          },
          tx,
        );
        if (!row) throw new AppError('conflict');
        const view = await deps.toAdminBonus(row);
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'bonus.offer_personal',
            targetType: 'user',
            targetId: globalId,
            before: null,
            after: view,
            requestId,
          },
          tx,
        );
        return view;
      });
    },

    /** Cancels one of a player's bonuses (its money goes back to the house); audited. */
    async cancelForStaff(
      member: StaffPrincipal,
      globalId: string,
      bonusId: string,
      requestId: string,
    ): Promise<AdminUserBonus> {
      requireFinance(member);
      const userId = await playerId(globalId);
      const row = await engine.cancel(userId, bonusId, async (cancelled, tx) => {
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'bonus.cancel',
            targetType: 'user',
            targetId: globalId,
            before: null,
            after: await deps.toAdminBonus(cancelled),
            requestId,
          },
          tx,
        );
      });
      return deps.toAdminBonus(row);
    },
  };
}

export type PlayerBonusesService = ReturnType<typeof playerBonusesService>;
