import { useEffect, useState } from 'react';

/**
 * Long lists drawn a few items per task. A page of sportsbook lists holds dozens of event cards;
 * drawn at once they are one long task that keeps taps waiting (and a time-sliced pass instead
 * starts over on every live update). Each step here is its own small render and commit, one per
 * task, for the list that asked first: the page fills from the top down.
 */
interface Waiting {
  order: number;
  grow: () => void;
}

const waiting: Waiting[] = [];
let scheduled = false;
let nextOrder = 0;

function runNextStep(): void {
  scheduled = false;
  let first = 0;
  for (let index = 1; index < waiting.length; index += 1)
    if (waiting[index]!.order < waiting[first]!.order) first = index;
  const [step] = waiting.splice(first, 1);
  step?.grow();
  if (waiting.length > 0) scheduleStep();
}

function scheduleStep(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNextStep, 0);
}

/**
 * How many of `total` items to draw: `first` at once, then `step` more per task until all are, in
 * the order the lists first rendered. A list that grows later (a new live event) goes on growing.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [order] = useState(() => (nextOrder += 1));
  const [count, setCount] = useState(first);
  const shown = Math.min(count, total);

  useEffect(() => {
    if (count >= total) return;
    const entry: Waiting = { order, grow: () => setCount((current) => current + step) };
    waiting.push(entry);
    scheduleStep();
    return () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [count, total, step, order]);

  return shown;
}
