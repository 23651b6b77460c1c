import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freeRoundGrants, parseGrant, signedByOperator } from './free-rounds';

/** The operator's game the rounds are for; the engine `slot` serves others too. */
const GAME = 'midnight-megaways';

const grantBody = {
  request_uuid: '7d0b1e0e-5b7a-4c43-9f4e-3f2b0c9d1a11',
  reference: 'bonus-1',
  user: 'player-1',
  game_code: 'slot',
  operator_game: 'midnight-megaways',
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
    expect(parseGrant(grantBody)).toMatchObject({ game: GAME });
    expect(parseGrant({ ...grantBody, operator_game: undefined })).toBeNull();
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
    expect(grants.left('player-1', GAME, 'USD')).toBe(2);
    // Another player, game or currency has none: another slot tile of the same engine neither.
    expect(grants.left('player-2', GAME, 'USD')).toBe(0);
    expect(grants.left('player-1', 'ruby-rush', 'USD')).toBe(0);
    expect(grants.take('player-1', 'ruby-rush', 'USD')).toBeUndefined();
    expect(grants.take('player-1', 'crash', 'USD')).toBeUndefined();
    expect(grants.take('player-1', GAME, 'EUR')).toBeUndefined();

    expect(grants.take('player-1', GAME, 'USD')).toEqual({ reference: 'bonus-1', stake: 50_000 });
    grants.giveBack('bonus-1');
    expect(grants.left('player-1', GAME, 'USD')).toBe(2);
    grants.take('player-1', GAME, 'USD');
    grants.take('player-1', GAME, 'USD');
    expect(grants.left('player-1', GAME, 'USD')).toBe(0);
    // Normal play resumes.
    expect(grants.take('player-1', GAME, 'USD')).toBeUndefined();
  });

  it('forgets expired grants and those the operator refused', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const grants = freeRoundGrants(() => now);
    grants.grant(parseGrant({ ...grantBody, expires_at: '2026-01-01T01:00:00Z' })!);
    grants.grant(parseGrant({ ...grantBody, reference: 'bonus-2' })!);
    expect(grants.left('player-1', GAME, 'USD')).toBe(4);
    now += 2 * 60 * 60_000;
    expect(grants.left('player-1', GAME, 'USD')).toBe(2);
    grants.drop('bonus-2');
    expect(grants.take('player-1', GAME, 'USD')).toBeUndefined();
  });

  it('a grant sent again at a launch keeps the smaller count, and comes back after it was lost', () => {
    const grants = freeRoundGrants();
    const grant = parseGrant({ ...grantBody, count: 3 })!;
    grants.grant(grant);
    grants.take('player-1', GAME, 'USD');
    // The operator still counts 3 (the bet is on its way): we keep our 2.
    expect(grants.grant({ ...grant, count: 3 })).toBe(false);
    expect(grants.left('player-1', GAME, 'USD')).toBe(2);
    // The operator counts fewer (played elsewhere): we follow it down.
    grants.grant({ ...grant, count: 1 });
    expect(grants.left('player-1', GAME, 'USD')).toBe(1);
    // Refused once (e.g. played on a tampered tile), it is forgotten; the next launch restores it.
    grants.drop('bonus-1');
    expect(grants.left('player-1', GAME, 'USD')).toBe(0);
    expect(grants.grant({ ...grant, count: 1 })).toBe(true);
    expect(grants.left('player-1', GAME, 'USD')).toBe(1);
    // A restart loses everything; the resend brings the rounds left back.
    const restarted = freeRoundGrants();
    expect(restarted.grant({ ...grant, count: 1 })).toBe(true);
    expect(restarted.take('player-1', GAME, 'USD')).toEqual({
      reference: 'bonus-1',
      stake: 50_000,
    });
  });
});
