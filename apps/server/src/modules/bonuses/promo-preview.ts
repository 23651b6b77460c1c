import type { PromoCodePreview } from '@wheelhouse/contracts/bonuses';
import type { BruteForceGuard } from '../../platform/brute-force';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { UsersService } from '../users';
import type { BonusEngine } from './engine';
import { conditionsOf, textsIn } from './present';
import { promoRepository } from './promo-repository';

export interface PromoPreviewDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  engine: Pick<BonusEngine, 'templates'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'me'>;
  /** The redemption throttle: a preview is as good a code oracle as a redemption. */
  throttle: BruteForceGuard;
}

/**
 * GET /api/v2/promo-codes/{code}: the offer behind a promo link, so the promo modal can show it
 * before the player redeems. Unknown codes count toward the redemption throttle.
 */
export function promoPreviewService(deps: PromoPreviewDeps) {
  const repository = promoRepository(deps.db);
  return {
    async preview(userId: number, typed: string, ip: string): Promise<PromoCodePreview> {
      await deps.throttle.assertAllowed(String(userId), ip);
      const code = typed.trim().toUpperCase();
      const row = await repository.byCode(code);
      if (!row || !row.active) {
        await deps.throttle.recordFailure(String(userId), ip);
        throw new AppError('promo_code_not_found');
      }
      const template = await deps.engine.templates.byId(row.templateId);
      const now = deps.clock.now();
      if (
        !template?.active ||
        (row.validFrom && now < row.validFrom) ||
        (row.validUntil && now >= row.validUntil)
      )
        throw new AppError('promo_code_expired');
      const [redeemed, me, currency] = await Promise.all([
        repository.redeemedBy(userId, row.id),
        deps.users.me(userId),
        deps.currencies.requireCurrency(deps.houseCurrency),
      ]);
      const text = textsIn(template, me.language);
      return {
        code: row.code,
        isRedeemed: Boolean(redeemed),
        bonus: {
          id: template.id,
          title: text.title,
          description: text.description,
          conditions: conditionsOf(
            template,
            { code: currency.code, scale: currency.ledgerScale },
            null,
          ),
        },
      };
    },
  };
}

export type PromoPreviewService = ReturnType<typeof promoPreviewService>;
