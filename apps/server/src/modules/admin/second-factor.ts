import { secretSealer } from '../../platform/secret-sealer';
import { newTotpSecret, totpUri as platformTotpUri, verifyTotp } from '../../platform/totp';

const ISSUER = 'Wheelhouse back office';

/** TOTP secrets at rest, sealed under SESSION_SECRET (platform/secret-sealer). */
export function totpSealer(sessionSecret: string) {
  return secretSealer(sessionSecret, 'staff-totp-secret-v1');
}

export type TotpSealer = ReturnType<typeof totpSealer>;

export { newTotpSecret, verifyTotp };

export function totpUri(email: string, secret: string): string {
  return platformTotpUri(ISSUER, email, secret);
}
