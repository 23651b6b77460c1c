/**
 * `npm run admin:code -- SECRET`: prints the current TOTP code of a base32 secret, for signing in
 * with curl or a script where no authenticator app is at hand (e.g. the development admin's
 * published secret). It is what an authenticator app shows; it grants nothing by itself.
 */
import { generateSync } from 'otplib';

const secret = process.argv[2]?.trim();
if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) {
  console.error('Usage: npm run admin:code -- BASE32SECRET');
  process.exit(2);
}
console.log(generateSync({ secret: secret.toUpperCase() }));
