import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchOf } from './patch';

describe('patchOf', () => {
  const create = z.object({ name: z.string(), active: z.boolean().default(true) }).strict();
  const patch = patchOf(create);

  it('keeps only the fields a patch names, without filling defaults', () => {
    expect(patch.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(patch.parse({})).toEqual({});
  });

  it('still checks the fields it names and refuses unknown ones', () => {
    expect(patch.safeParse({ active: 'yes' }).success).toBe(false);
    expect(patch.safeParse({ other: 1 }).success).toBe(false);
  });
});
