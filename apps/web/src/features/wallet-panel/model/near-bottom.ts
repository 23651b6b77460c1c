/** Cashier spec §9: the next history page loads within 40 px of the bottom. */
export const LOAD_MORE_THRESHOLD_PX = 40;

export function isNearBottom(
  box: { scrollHeight: number; scrollTop: number; clientHeight: number },
  threshold = LOAD_MORE_THRESHOLD_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
