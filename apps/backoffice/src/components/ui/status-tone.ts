/** How a money status reads at a glance: waiting on staff, done, refused, or neither. */
export function statusTone(status: string): 'neutral' | 'good' | 'warn' | 'bad' {
  if (['completed', 'accepted', 'active'].includes(status)) return 'good';
  if (['pending', 'wait_for_confirmation', 'disputed', 'processing', 'open'].includes(status))
    return 'warn';
  if (['declined', 'rejected', 'refund', 'timeouted', 'failed'].includes(status)) return 'bad';
  return 'neutral';
}
