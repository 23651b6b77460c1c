/**
 * Where the promo-code entry goes on the bonuses page. The promo-code form and modals belong to
 * another part of the bonuses work; until they are wired in, the slot renders nothing.
 */
export function PromoCodeSlot() {
  return null;
}
