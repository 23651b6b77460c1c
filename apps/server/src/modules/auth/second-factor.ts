import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@wheelhouse/contracts/account-security';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SecretSealer } from '../../platform/secret-sealer';
import { newTotpSecret, totpUri, verifyTotp } from '../../platform/totp';
import type { SecurityRepository } from './security-repository';

const ISSUER = 'Wheelhouse';
/** No look-alike characters (0/o, 1/l/i): codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and the hyphen do not matter when a person types a recovery code. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/** A player's TOTP second factor and recovery codes. */
export function playerSecondFactor(deps: {
  repository: SecurityRepository;
  sealer: SecretSealer;
  clock: Clock;
}) {
  const { repository, sealer, clock } = deps;

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return ((await repository.secondFactorOf(userId))?.secret ?? null) !== null;
    },

    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const enabled = await this.isEnabled(userId);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repository.recoveryCodesLeft(userId) : 0,
      };
    },

    /**
     * Accepts a current authenticator code (±1 step, each step once) or an unused recovery code,
     * and uses it up; false for anything else.
     */
    async verify(userId: number, code: string): Promise<boolean> {
      const row = await repository.secondFactorOf(userId);
      if (!row?.secret) return false;
      const trimmed = code.trim();
      if (/^\d{6}$/.test(trimmed)) {
        const step = await verifyTotp({
          secret: sealer.open(row.secret),
          code: trimmed,
          now: clock.now(),
          afterStep: row.lastStep,
        });
        return step !== null && (await repository.acceptStep(userId, step, null));
      }
      return repository.useRecoveryCode(userId, hashRecoveryCode(trimmed), clock.now());
    },

    /** A new key waiting for its first code (`label` names the account in the authenticator app); refused while a second factor is on. */
    async begin(userId: number, label: string): Promise<{ secret: string; otpauthUri: string }> {
      if (await this.isEnabled(userId)) throw new AppError('second_factor_enrolled');
      const secret = newTotpSecret();
      await repository.setPendingSecret(userId, sealer.seal(secret));
      return { secret, otpauthUri: totpUri(ISSUER, label, secret) };
    },

    /** Turns the pending key on with one of its codes; answers the recovery codes, shown once. */
    async confirm(userId: number, code: string, db: Database): Promise<string[]> {
      const row = await repository.secondFactorOf(userId);
      if (row?.secret) throw new AppError('second_factor_enrolled');
      if (!row?.pendingSecret) throw new AppError('invalid_second_factor');
      const step = await verifyTotp({
        secret: sealer.open(row.pendingSecret),
        code,
        now: clock.now(),
        afterStep: row.lastStep,
      });
      if (step === null) throw new AppError('invalid_second_factor');
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const enabled = await repository.acceptStep(
          userId,
          step,
          { sealed: row.pendingSecret!, now: clock.now() },
          tx,
        );
        if (!enabled) throw new AppError('invalid_second_factor');
        await repository.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), tx);
      });
      return codes;
    },

    /** Turns it off; answers whether it was on. */
    async disable(userId: number, executor?: Database): Promise<boolean> {
      return repository.removeSecondFactor(userId, executor);
    },
  };
}

export type PlayerSecondFactor = ReturnType<typeof playerSecondFactor>;
