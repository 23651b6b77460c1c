import type { ReactNode } from 'react';
import { BetAmountInput } from '../../../components/originals/bet-amount-input';
import { BetButton } from '../../../components/originals/bet-button';
import type { useInstantBet } from '../../../components/originals/use-instant-bet';

/**
 * The controls of an instant original: the stake, the game's own fields (`children`) and the bet
 * button, as one form that bets on submit.
 */
export function InstantBetForm({
  play,
  label,
  onBet,
  children,
}: {
  play: ReturnType<typeof useInstantBet>;
  label: string;
  onBet: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onBet();
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label={label}
    >
      <BetAmountInput
        value={play.stake.value}
        onChange={(value) => {
          play.clearFieldError('amount');
          play.stake.setValue(value);
        }}
        limits={play.stake.limits}
        currency={play.stake.currency}
        serverError={play.fieldErrors.amount ?? null}
        disabled={play.isPending}
      />
      {children}
      <BetButton pending={play.isPending} />
    </form>
  );
}
