/**
 * `npm run admin:create -- --email ops@example.com --password '...' [--roles admin,support]
 *   [--reset-second-factor]`
 * Creates a back-office staff member, or resets the password and roles of an existing one (and,
 * with --reset-second-factor, their TOTP second factor: the last way in when no other admin can
 * reset it). Admin and finance need a second factor: the CLI prints the otpauth URI to set it up.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@wheelhouse/contracts/auth';
import { ZStaffRole } from '@wheelhouse/contracts/staff';
import { openConfiguredDatabase } from '../boot';
import { ConfigError, loadConfig } from '../config';
import { systemClock } from '../platform/clock';
import { memoryFailureCounter } from '../platform/failure-counter';
import { createServices } from '../services';

const ZArgs = z.object({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  roles: z
    .string()
    .default('admin')
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZStaffRole).min(1)),
  'reset-second-factor': z.boolean().default(false),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      'reset-second-factor': { type: 'boolean' },
    },
    strict: true,
  });
  const args = ZArgs.safeParse(values);
  if (!args.success) {
    console.error(
      'Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--roles admin,finance,support,content] [--reset-second-factor]',
    );
    for (const issue of args.error.issues)
      console.error(`  - ${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const services = createServices({
      db: database.db,
      clock: systemClock,
      config,
      failureCounter: memoryFailureCounter(systemClock),
    });
    const { 'reset-second-factor': resetSecondFactor, ...member } = args.data;
    const saved = await services.admin.saveStaff({ ...member, resetSecondFactor });
    console.log(`Staff member ${saved.email} saved with roles: ${saved.roles.join(', ')}`);
    if (saved.enrolment) {
      console.log(
        'These roles need a second factor. Add this to an authenticator app (or scan it as a QR code);',
      );
      console.log('the first sign-in with its code confirms it:');
      console.log(`  ${saved.enrolment.otpauthUri}`);
      console.log(`  secret: ${saved.enrolment.secret}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('admin:create failed:', error);
  process.exit(1);
});
