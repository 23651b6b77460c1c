import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import type { PageSubject } from './page-meta';
import { cachedPageSubjects, type PageSubjects } from './spa';

function countingSubjects() {
  const calls: string[] = [];
  let failNext = false;
  const answer =
    (kind: string) =>
    async (key: string, locale: string): Promise<PageSubject | null> => {
      calls.push(`${kind}:${locale}:${key}`);
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return key === 'missing' ? null : { title: `${kind} ${key} ${locale}` };
    };
  const subjects: PageSubjects = {
    game: answer('game'),
    category: answer('category'),
    provider: answer('provider'),
    policy: answer('policy'),
    tournament: answer('tournament'),
  };
  return { subjects, calls, failOnce: () => (failNext = true) };
}

describe('page subjects cache', () => {
  it('asks the catalogue once a minute per subject and language, found or not', async () => {
    const clock = manualClock();
    const { subjects, calls } = countingSubjects();
    const cached = cachedPageSubjects(subjects, clock);
    expect(await cached.game('dice', 'en')).toEqual({ title: 'game dice en' });
    expect(await cached.game('dice', 'en')).toEqual({ title: 'game dice en' });
    expect(await cached.game('dice', 'ru')).toEqual({ title: 'game dice ru' });
    expect(await cached.category('dice', 'en')).toEqual({ title: 'category dice en' });
    expect(await cached.game('missing', 'en')).toBeNull();
    expect(await cached.game('missing', 'en')).toBeNull();
    expect(calls).toEqual(['game:en:dice', 'game:ru:dice', 'category:en:dice', 'game:en:missing']);
    clock.advance(60_000);
    await cached.game('dice', 'en');
    expect(calls).toHaveLength(5);
  });

  it('does not remember a failure, and stays bounded', async () => {
    const clock = manualClock();
    const { subjects, calls, failOnce } = countingSubjects();
    const cached = cachedPageSubjects(subjects, clock, { max: 3 });
    failOnce();
    await expect(cached.provider('acme', 'en')).rejects.toThrow('database away');
    expect(await cached.provider('acme', 'en')).toEqual({ title: 'provider acme en' });
    for (const key of ['a', 'b', 'c', 'd']) await cached.game(key, 'en');
    // Full at the fourth: the map was cleared, so acme is asked again.
    await cached.provider('acme', 'en');
    expect(calls.filter((call) => call === 'provider:en:acme')).toHaveLength(3);
  });
});
