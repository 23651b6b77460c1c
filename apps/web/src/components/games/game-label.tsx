import { useSharedTranslation } from '../../lib/shared-translation';
import type { GameLabelType } from '@wheelhouse/contracts/games';

const STYLES: Record<GameLabelType, string> = {
  exclusive: 'bg-amber-400 text-slate-950',
  early_access: 'bg-sky-400 text-slate-950',
};

/** The badge in a given text; also prerendered into a game page's first paint. */
export function GameLabelBadge({
  labelType,
  text,
  className = '',
}: {
  labelType: GameLabelType;
  text: string;
  className?: string;
}) {
  return (
    <span
      className={`rounded-md px-1.5 py-0.5 text-[10px] font-bold tracking-wide uppercase ${STYLES[labelType]} ${className}`}
    >
      {text}
    </span>
  );
}

/** The Exclusive / Early Access badge of a game. */
export function GameLabel({
  labelType,
  className = '',
}: {
  labelType: GameLabelType;
  className?: string;
}) {
  const { t } = useSharedTranslation();
  return (
    <GameLabelBadge
      labelType={labelType}
      text={t(`games.label.${labelType}`)}
      className={className}
    />
  );
}
