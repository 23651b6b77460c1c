import { useSyncExternalStore } from 'react';
import {
  clearPromoCookies,
  readPromoDetailsCookie,
  readPromoModalCookie,
  writePromoCookies,
  type PromoDetails,
  type PromoModalKind,
} from './promo-cookies';

export interface PromoModalRequest {
  kind: PromoModalKind;
  details: PromoDetails | null;
}

/**
 * Which promo-code modal is open, read from and written to its cookies. A store in lib/ so that
 * any screen (a PromoCodeButton, the promo link reader) opens the modal without importing the
 * bonus-promo feature.
 */
let current: PromoModalRequest | null | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function snapshot(): PromoModalRequest | null {
  if (current === undefined) {
    const kind = readPromoModalCookie();
    current = kind ? { kind, details: readPromoDetailsCookie() } : null;
  }
  return current;
}

/** Opens (or switches) the promo modal; bonus and conditions need a code, else main opens. */
export function openPromoModal(kind: PromoModalKind, details: PromoDetails | null = null): void {
  const shown: PromoModalKind = kind !== 'main' && !details ? 'main' : kind;
  writePromoCookies(shown, details);
  current = { kind: shown, details };
  emit();
}

export function closePromoModal(): void {
  clearPromoCookies();
  current = null;
  emit();
}

/** Forgets the cached cookies' reading (tests, and a cookie changed by another tab). */
export function rereadPromoCookies(): void {
  current = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePromoModal(): PromoModalRequest | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
