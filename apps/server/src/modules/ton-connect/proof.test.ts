import { beginCell, contractAddress, storeStateInit } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { tonProofHash, verifyTonProof, type ProofOptions } from './proof';
import { testWallet, testWalletConnectReply } from './test-wallet';

const NOW = new Date('2026-03-01T12:00:00Z');
const DOMAIN = 'casino.example';

function options(overrides: Partial<ProofOptions> = {}): ProofOptions {
  return {
    domainAllowed: (domain) => domain === DOMAIN,
    now: NOW,
    maxAgeSeconds: 900,
    publicKeyOnChain: async () => null,
    ...overrides,
  };
}

function signedReply(seed = 'alice', signedAt = NOW, domain = DOMAIN) {
  return testWalletConnectReply(testWallet('secret', seed), {
    payload: 'our-payload-0001',
    domain,
    now: signedAt,
    network: '-239',
  });
}

describe('ton_proof verification', () => {
  it('accepts a v4r2 wallet’s proof of our payload and answers its address and key', async () => {
    const reply = signedReply();
    const result = await verifyTonProof(reply, options());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.address.toRawString()).toBe(reply.address);
      expect(result.publicKey.toString('hex')).toBe(reply.publicKey);
    }
  });

  it('accepts a proof a mainnet v4r2 wallet made for another site (known-answer vector)', async () => {
    // A real wallet's proof: checks the message layout byte for byte against a wallet app's.
    const result = await verifyTonProof(
      {
        address: '0:0522952c6d0846ad7f93dfb7987e5f77f02ee53290a26f9be85a50c689085932',
        publicKey: 'e635249f6b3fbaf9742ae1d09d8f6f01b6082ff9256d719006329405019f3198',
        walletStateInit:
          'te6cckECFgEAAwQAAgE0AgEAUQAAAAApqaMX5jUkn2s/uvl0KuHQnY9vAbYIL/klbXGQBjKUBQGfMZhAART/APSkE/S88sgLAwIBIAkEBPjygwjXGCDTH9Mf0x8C+CO78mTtRNDTH9Mf0//0BNFRQ7ryoVFRuvKiBfkBVBBk+RDyo/gAJKTIyx9SQMsfUjDL/1IQ9ADJ7VT4DwHTByHAAJ9sUZMg10qW0wfUAvsA6DDgIcAB4wAhwALjAAHAA5Ew4w0DpMjLHxLLH8v/CAcGBQAK9ADJ7VQAbIEBCNcY+gDTPzBSJIEBCPRZ8qeCEGRzdHJwdIAYyMsFywJQBc8WUAP6AhPLassfEss/yXP7AABwgQEI1xj6ANM/yFQgR4EBCPRR8qeCEG5vdGVwdIAYyMsFywJQBs8WUAT6AhTLahLLH8s/yXP7AAIAbtIH+gDU1CL5AAXIygcVy//J0Hd0gBjIywXLAiLPFlAF+gIUy2sSzMzJc/sAyEAUgQEI9FHypwICAUgTCgIBIAwLAFm9JCtvaiaECAoGuQ+gIYRw1AgIR6STfSmRDOaQPp/5g3gSgBt4EBSJhxWfMYQCASAODQARuMl+1E0NcLH4AgFYEg8CASAREAAZrx32omhAEGuQ64WPwAAZrc52omhAIGuQ64X/wAA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYALm0AHQ0wMhcbCSXwTgItdJwSCSXwTgAtMfIYIQcGx1Z70ighBkc3RyvbCSXwXgA/pAMCD6RAHIygfL/8nQ7UTQgQFA1yH0BDBcgQEI9ApvoTGzkl8H4AXTP8glghBwbHVnupI4MOMNA4IQZHN0crqSXwbjDRUUAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+IAeAH6APQEMPgnbyIwUAqhIb7y4FCCEHBsdWeDHrFwgBhQBMsFJs8WWPoCGfQAy2kXyx9SYMs/IMmAQPsABru64+A=',
        proof: {
          timestamp: 1721827476,
          domain: { lengthBytes: 20, value: 'winogarcia.github.io' },
          payload:
            'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1bmlxdWVfbmFtZSI6IjExMjM3N2UxLWUwYjktNGIyOC05NjJkLTRiZDAxMTFmZmY3NyIsIm5iZiI6MTcyMTgyNzA4MiwiZXhwIjoxNzIxODI3OTgyLCJpYXQiOjE3MjE4MjcwODIsImlzcyI6Iklzc3VlckZvclBheWxvYWQiLCJhdWQiOiJBdWRpZW5jZUZvclBheWxvYWQifQ.BZ6LvTKvsSPZ4H6nbwcQP3gjVgvkbYm2vPIQjJ4Gyak',
          signature:
            'z05SXc3qseQ/c/Fwmp+D4+qF2QWRAbP7E8mcYwbxBTqsEcG/DQdMdUUJhYx0NQTpid38oxBDYnJ9vB0cZkd/Bw==',
        },
      },
      options({
        domainAllowed: (domain) => domain === 'winogarcia.github.io',
        now: new Date(1721827476 * 1000 + 60_000),
      }),
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('refuses a domain that is not ours, or whose stated length is wrong', async () => {
    expect(await verifyTonProof(signedReply('alice', NOW, 'evil.example'), options())).toEqual({
      ok: false,
      reason: 'domain',
    });
    const reply = signedReply();
    const lying = {
      ...reply,
      proof: { ...reply.proof, domain: { lengthBytes: 3, value: DOMAIN } },
    };
    expect(await verifyTonProof(lying, options())).toEqual({ ok: false, reason: 'domain' });
  });

  it('refuses a stale proof and one dated in the future', async () => {
    const old = signedReply('alice', new Date(NOW.getTime() - 901_000));
    expect(await verifyTonProof(old, options())).toEqual({ ok: false, reason: 'stale' });
    const future = signedReply('alice', new Date(NOW.getTime() + 120_000));
    expect(await verifyTonProof(future, options())).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a key that is not the wallet’s, and a signature by another wallet’s key', async () => {
    const alice = signedReply('alice');
    const bob = signedReply('bob');
    expect(await verifyTonProof({ ...alice, publicKey: bob.publicKey }, options())).toEqual({
      ok: false,
      reason: 'public_key',
    });
    expect(
      await verifyTonProof(
        { ...alice, proof: { ...alice.proof, signature: bob.proof.signature } },
        options(),
      ),
    ).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a proof whose payload was changed after signing', async () => {
    const reply = signedReply();
    const changed = { ...reply, proof: { ...reply.proof, payload: 'another-payload' } };
    expect(await verifyTonProof(changed, options())).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a state init that is not the address’s (someone else’s wallet claimed)', async () => {
    const alice = signedReply('alice');
    const bob = signedReply('bob');
    expect(
      await verifyTonProof({ ...alice, walletStateInit: bob.walletStateInit }, options()),
    ).toEqual({ ok: false, reason: 'state_init' });
    expect(await verifyTonProof({ ...alice, walletStateInit: 'bm90IGEgYm9j' }, options())).toEqual({
      ok: false,
      reason: 'state_init',
    });
  });

  it('asks the chain for the key of a wallet whose code it does not know', async () => {
    const key = testWallet('secret', 'carol');
    const init = {
      code: beginCell().storeUint(0xc0de, 16).endCell(),
      data: beginCell().storeBuffer(key.publicKey).endCell(),
    };
    const address = contractAddress(0, init);
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const reply = {
      address: address.toRawString(),
      publicKey: key.publicKey.toString('hex'),
      walletStateInit: beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64'),
      proof: {
        timestamp,
        domain: { lengthBytes: DOMAIN.length, value: DOMAIN },
        payload: 'p',
        signature: key.sign(tonProofHash(address, DOMAIN, timestamp, 'p')).toString('base64'),
      },
    };
    const asked: string[] = [];
    const onChain = (answer: Buffer | null) =>
      options({
        publicKeyOnChain: async (wallet) => {
          asked.push(wallet.toRawString());
          return answer;
        },
      });
    expect((await verifyTonProof(reply, onChain(key.publicKey))).ok).toBe(true);
    expect(await verifyTonProof(reply, onChain(null))).toEqual({ ok: false, reason: 'public_key' });
    expect(asked).toEqual([address.toRawString(), address.toRawString()]);
  });
});
