import { createHash, createPublicKey, verify } from 'node:crypto';
import { Address, Cell, CellType, contractAddress, loadStateInit, type StateInit } from '@ton/core';
import type { TonProof } from '@wheelhouse/contracts/ton-connect';
import { TON_PROOF_FUTURE_SKEW_SECONDS } from './constants';

/**
 * Code hashes of the standard wallet contracts and where each keeps its public key in its data:
 * v3 (seqno, subwallet, key), v4 (the same, plus plugins), v5r1 (signature flag, seqno, wallet id,
 * key). A wallet built from other code has its key read from the chain instead.
 */
const KNOWN_WALLETS: Record<string, { keyOffsetBits: number }> = {
  // v3r1
  b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581: { keyOffsetBits: 64 },
  // v3r2
  '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599': { keyOffsetBits: 64 },
  // v4r2
  feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0: { keyOffsetBits: 64 },
  // v5r1
  '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f': { keyOffsetBits: 65 },
};

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export type ProofFailure =
  'address' | 'state_init' | 'public_key' | 'domain' | 'stale' | 'signature';

export interface ProofInput {
  address: string;
  publicKey: string;
  walletStateInit: string;
  proof: TonProof;
}

export interface ProofOptions {
  /** Whether the proof's domain (the manifest's host) is one of ours. */
  domainAllowed: (domain: string) => boolean;
  now: Date;
  maxAgeSeconds: number;
  /** The wallet's key from the chain (its get_public_key), for wallet code we do not know. */
  publicKeyOnChain: (address: Address) => Promise<Buffer | null>;
}

/** The code a state init runs: a library cell names its code by hash (how v5 wallets deploy). */
function codeHashOf(init: StateInit): string | null {
  if (!init.code) return null;
  if (init.code.type === CellType.Library)
    return init.code.beginParse(true).skip(8).loadBuffer(32).toString('hex');
  return init.code.hash().toString('hex');
}

/** The public key a standard wallet's state init holds, or null for code we do not know. */
export function walletPublicKeyFromStateInit(init: StateInit): Buffer | null {
  const hash = codeHashOf(init);
  const known = hash ? KNOWN_WALLETS[hash] : undefined;
  if (!known || !init.data) return null;
  const data = init.data.beginParse();
  if (data.remainingBits < known.keyOffsetBits + 256) return null;
  return data.skip(known.keyOffsetBits).loadBuffer(32);
}

/**
 * The hash a wallet signs for ton_proof (TON Connect "ton-proof-item-v2"):
 * sha256(0xffff ++ "ton-connect" ++ sha256("ton-proof-item-v2/" ++ workchain (int32 BE) ++
 * address hash ++ domain length (uint32 LE) ++ domain ++ timestamp (uint64 LE) ++ payload)).
 */
export function tonProofHash(
  address: Address,
  domain: string,
  timestamp: number,
  payload: string,
): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainBytes = Buffer.from(domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/', 'utf8'),
    workchain,
    address.hash,
    domainLength,
    domainBytes,
    time,
    Buffer.from(payload, 'utf8'),
  ]);
  const inner = createHash('sha256').update(message).digest();
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect', 'utf8'), inner]))
    .digest();
}

export function ed25519Verify(publicKey: Buffer, message: Buffer, signature: Buffer): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

function parseStateInit(base64: string): StateInit | null {
  try {
    return loadStateInit(Cell.fromBase64(base64).beginParse());
  } catch {
    return null;
  }
}

/**
 * Verifies a wallet's ton_proof: the state init is the address's (so the key in it is the
 * wallet's), the key the wallet reported is that key, the domain is ours, the signature is fresh
 * and signs our payload. The payload's being ours and unused is the caller's check.
 */
export async function verifyTonProof(
  input: ProofInput,
  options: ProofOptions,
): Promise<
  { ok: true; address: Address; publicKey: Buffer } | { ok: false; reason: ProofFailure }
> {
  let address: Address;
  try {
    address = Address.parseRaw(input.address);
  } catch {
    return { ok: false, reason: 'address' };
  }
  const init = parseStateInit(input.walletStateInit);
  if (!init || !contractAddress(address.workChain, init).equals(address))
    return { ok: false, reason: 'state_init' };
  const publicKey = walletPublicKeyFromStateInit(init) ?? (await options.publicKeyOnChain(address));
  if (!publicKey || publicKey.toString('hex') !== input.publicKey.toLowerCase())
    return { ok: false, reason: 'public_key' };
  const { domain, timestamp, payload, signature } = input.proof;
  if (Buffer.byteLength(domain.value, 'utf8') !== domain.lengthBytes)
    return { ok: false, reason: 'domain' };
  if (!options.domainAllowed(domain.value)) return { ok: false, reason: 'domain' };
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  if (
    nowSeconds - timestamp > options.maxAgeSeconds ||
    timestamp - nowSeconds > TON_PROOF_FUTURE_SKEW_SECONDS
  )
    return { ok: false, reason: 'stale' };
  const hash = tonProofHash(address, domain.value, timestamp, payload);
  if (!ed25519Verify(publicKey, hash, Buffer.from(signature, 'base64')))
    return { ok: false, reason: 'signature' };
  return { ok: true, address, publicKey };
}
