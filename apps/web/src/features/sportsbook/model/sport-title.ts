import type { TFunction } from 'i18next';
import type { Sport } from '@wheelhouse/contracts/sportsbook';
import { i18n } from '../../../lib/i18n';

/** A sport's name in the reader's language when we have one, else the feed's English name. */
export function sportTitle(t: TFunction, sport: Pick<Sport, 'slug' | 'title'>): string {
  const key = `sportsbook.sport_name.${sport.slug}`;
  return i18n.exists(key) ? t(key as never) : sport.title;
}
