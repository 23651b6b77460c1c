import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freeRoundGrants, parseGrant, signedByOperator } from './free-rounds';

const grantBody = {
  request_uuid: '7d0b1e0e-5b7a-4c43-9f4e-3f2b0c9d1a11',
  reference: 'bonus-1',
  user: 'player-1',
  game_code: 'slot',
  currency: 'USD',
  count: 2,
  stake: 50_000,
  expires_at: null,
};

describe('demo provider free rounds', () => {
  it('accepts only grants signed with the operator key', () => {
    const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const raw = Buffer.from(JSON.stringify(grantBody));
    const good = sign('sha256', raw, operator.privateKey).toString('base64');
    expect(signedByOperator(raw, good, operator.publicKey)).toBe(true);
    const forged = sign('sha256', raw, stranger.privateKey).toString('base64');
    expect(signedByOperator(raw, forged, operator.publicKey)).toBe(false);
    const tampered = Buffer.from(JSON.stringify({ ...grantBody, count: 200 }));
    expect(signedByOperator(tampered, good, operator.publicKey)).toBe(false);
    expect(signedByOperator(raw, undefined, operator.publicKey)).toBe(false);
    expect(signedByOperator(raw, '%%%', operator.publicKey)).toBe(false);
  });

  it('refuses a grant with a missing or wrong field', () => {
    expect(parseGrant(grantBody)).toMatchObject({ reference: 'bonus-1', count: 2, stake: 50_000 });
    expect(parseGrant({ ...grantBody, count: 0 })).toBeNull();
    expect(parseGrant({ ...grantBody, stake: '1' })).toBeNull();
    expect(parseGrant({ ...grantBody, reference: '' })).toBeNull();
    expect(parseGrant({ ...grantBody, expires_at: 'soon' })).toBeNull();
    expect(parseGrant(null)).toBeNull();
  });

  it('stores a grant once by reference and plays its rounds until none is left', () => {
    const grants = freeRoundGrants();
    const grant = parseGrant(grantBody)!;
    expect(grants.grant(grant)).toBe(true);
    // The operator retries the same grant: nothing changes.
    expect(grants.grant({ ...grant, count: 10 })).toBe(false);
    expect(grants.left('player-1', 'slot', 'USD')).toBe(2);
    // Another player, game or currency has none.
    expect(grants.left('player-2', 'slot', 'USD')).toBe(0);
    expect(grants.take('player-1', 'crash', 'USD')).toBeUndefined();
    expect(grants.take('player-1', 'slot', 'EUR')).toBeUndefined();

    expect(grants.take('player-1', 'slot', 'USD')).toEqual({ reference: 'bonus-1', stake: 50_000 });
    grants.giveBack('bonus-1');
    expect(grants.left('player-1', 'slot', 'USD')).toBe(2);
    grants.take('player-1', 'slot', 'USD');
    grants.take('player-1', 'slot', 'USD');
    expect(grants.left('player-1', 'slot', 'USD')).toBe(0);
    // Normal play resumes.
    expect(grants.take('player-1', 'slot', 'USD')).toBeUndefined();
  });

  it('forgets expired grants and those the operator refused', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const grants = freeRoundGrants(() => now);
    grants.grant(parseGrant({ ...grantBody, expires_at: '2026-01-01T01:00:00Z' })!);
    grants.grant(parseGrant({ ...grantBody, reference: 'bonus-2' })!);
    expect(grants.left('player-1', 'slot', 'USD')).toBe(4);
    now += 2 * 60 * 60_000;
    expect(grants.left('player-1', 'slot', 'USD')).toBe(2);
    grants.drop('bonus-2');
    expect(grants.take('player-1', 'slot', 'USD')).toBeUndefined();
  });
});
