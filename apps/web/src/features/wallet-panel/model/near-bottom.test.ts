import { describe, expect, it } from 'vitest';
import { isNearBottom } from './near-bottom';

describe('isNearBottom', () => {
  it('is true within 40 px of the bottom and false further up', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 560 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 559 })).toBe(false);
  });

  it('is true when the content does not fill the box', () => {
    expect(isNearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
