import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { Address } from '@ton/core';
import { beginCell, Cell, contractAddress, storeStateInit, type StateInit } from '@ton/core';
import type { TonNetwork, TonProof } from '@wheelhouse/contracts/ton-connect';
import { tonProofHash } from './proof';

/** The standard wallet v4r2 contract code (what most wallets deploy), so proofs take the usual path. */
const WALLET_V4R2_CODE =
  'te6cckECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAICQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQrb2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVGliJeU=';
/** The wallet id v4 wallets use on workchain 0. */
const DEFAULT_WALLET_ID = 698983191;
/** DER wrapping of a raw 32-byte Ed25519 seed as a PKCS#8 private key. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface TestWallet {
  address: Address;
  publicKey: Buffer;
  stateInit: StateInit;
  sign(message: Buffer): Buffer;
}

/**
 * A development wallet (simulators only): its Ed25519 key comes from the server secret and a seed,
 * so a person or a browser test names a wallet by its seed and gets the same one every time. It is
 * a real v4r2 wallet in shape: its state init hashes to its address and holds its key.
 */
export function testWallet(secret: string, seed: string): TestWallet {
  const privateSeed = createHash('sha256')
    .update(`wheelhouse-ton-test-wallet:${secret}:${seed}`)
    .digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, privateSeed]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKey = Buffer.from(spki.subarray(spki.length - 32));
  const stateInit: StateInit = {
    code: Cell.fromBase64(WALLET_V4R2_CODE),
    data: beginCell()
      .storeUint(0, 32)
      .storeUint(DEFAULT_WALLET_ID, 32)
      .storeBuffer(publicKey)
      .storeBit(false)
      .endCell(),
  };
  return {
    address: contractAddress(0, stateInit),
    publicKey,
    stateInit,
    sign: (message) => sign(null, message, privateKey),
  };
}

/** The connect reply a wallet gives for ton_addr + ton_proof. */
export function testWalletConnectReply(
  wallet: TestWallet,
  options: { payload: string; domain: string; now: Date; network: TonNetwork },
): {
  address: string;
  network: TonNetwork;
  publicKey: string;
  walletStateInit: string;
  proof: TonProof;
} {
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const hash = tonProofHash(wallet.address, options.domain, timestamp, options.payload);
  return {
    address: wallet.address.toRawString(),
    network: options.network,
    publicKey: wallet.publicKey.toString('hex'),
    walletStateInit: beginCell()
      .store(storeStateInit(wallet.stateInit))
      .endCell()
      .toBoc()
      .toString('base64'),
    proof: {
      timestamp,
      domain: { lengthBytes: Buffer.byteLength(options.domain, 'utf8'), value: options.domain },
      payload: options.payload,
      signature: wallet.sign(hash).toString('base64'),
    },
  };
}
