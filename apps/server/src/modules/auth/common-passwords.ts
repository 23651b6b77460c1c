import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@wheelhouse/contracts/auth';

let common: Set<string> | undefined;

/**
 * True for passwords found in zxcvbn's list of common passwords (ranked from real leaks, shipped with
 * the npm package so it works offline). Compared case-insensitively: "Password1" is as weak as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary.passwords
      .filter((entry) => entry.length >= PASSWORD_MIN)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
