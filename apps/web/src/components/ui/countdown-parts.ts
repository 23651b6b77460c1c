export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface CountdownPart {
  unit: CountdownUnit;
  /** Two digits at least ("05"); days may have more. */
  value: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Splits the time left into the countdown widget's parts (shell spec §2): days only while there
 * is at least one, then hours, minutes and seconds, each padded to two digits. Past times read 0.
 */
export function countdownParts(remainingMs: number): CountdownPart[] {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const parts: CountdownPart[] = [
    { unit: 'hours', value: pad(hours) },
    { unit: 'minutes', value: pad(minutes) },
    { unit: 'seconds', value: pad(seconds) },
  ];
  return days > 0 ? [{ unit: 'days', value: pad(days) }, ...parts] : parts;
}
