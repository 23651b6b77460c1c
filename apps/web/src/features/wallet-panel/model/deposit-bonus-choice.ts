import type { BonusSettings, PlayerBonus } from '@wheelhouse/contracts/bonuses';

export type DepositChannel = 'crypto' | 'fiat';

/** Which bonus the next deposit of a channel activates, as the server's deposit rule decides. */
export type DepositBonusChoice =
  | { kind: 'off' }
  | { kind: 'welcome'; bonus: PlayerBonus }
  | { kind: 'pending'; bonus: PlayerBonus }
  | { kind: 'none' };

/**
 * Mirrors the server's choice on a credited deposit (bonuses engine, onDepositCredited): nothing
 * when the channel's bonuses are off; else the preferred claimed bonus; else the welcome step of
 * this deposit's number (when welcome bonuses are on for the channel); else the oldest claimed
 * bonus waiting for a deposit. Minimum and maximum deposit are shown, not checked: the amount is
 * not known yet.
 */
export function depositBonusChoice(input: {
  channel: DepositChannel;
  settings: BonusSettings;
  bonuses: PlayerBonus[];
  depositCount: number;
}): DepositBonusChoice {
  const { channel, settings, bonuses, depositCount } = input;
  const preferred = channel === 'crypto' ? settings.preferredCrypto : settings.preferredFiat;
  if (!preferred.isEnabled) return { kind: 'off' };
  const pending = bonuses.filter((bonus) => bonus.activation?.state === 'pending');
  const chosen = pending.find((bonus) => bonus.id === preferred.id);
  if (chosen) return { kind: 'pending', bonus: chosen };
  const welcomeOn =
    channel === 'crypto' ? settings.isWelcomeEnabledCrypto : settings.isWelcomeEnabledFiat;
  const step = welcomeOn
    ? bonuses.find(
        (bonus) =>
          bonus.conditions.type === 'welcome' &&
          bonus.conditions.minDepositNumber === depositCount + 1 &&
          !bonus.isClaimed,
      )
    : undefined;
  if (step) return { kind: 'welcome', bonus: step };
  const [oldest] = pending;
  return oldest ? { kind: 'pending', bonus: oldest } : { kind: 'none' };
}

/** The settings with the channel's deposit bonuses turned on or off. */
export function withChannelBonus(
  settings: BonusSettings,
  channel: DepositChannel,
  isEnabled: boolean,
): BonusSettings {
  return channel === 'crypto'
    ? { ...settings, preferredCrypto: { ...settings.preferredCrypto, isEnabled } }
    : { ...settings, preferredFiat: { ...settings.preferredFiat, isEnabled } };
}
