import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOOPBACK_CIDRS, parseCidrList } from './platform/cidr';

/** Repository root, so relative defaults work whichever directory the process starts in. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEV_SESSION_SECRET = 'wheelhouse-dev-session-secret-change-me-in-production';
export const DEV_ADMIN_EMAIL = 'admin@wheelhouse.dev';
export const DEV_ADMIN_PASSWORD = 'wheelhouse-admin';
/**
 * The development admin's published TOTP secret (README "Demo accounts"), like its password: only
 * the default admin of a non-production start is enrolled with it.
 */
export const DEV_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPWHEELHOUSEADMIN2';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).default('./data/files'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  SESSION_IDLE_MINUTES: positiveInt.default(10080),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  /** Messenger init data older than this (by its auth_date) is refused at sign-in. */
  MESSENGER_INIT_DATA_MAX_AGE_SECONDS: positiveInt.default(3600),
  /** The messenger's Bot API the bots send messages through (sendMessage); unused with the simulators. */
  MESSENGER_BOT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: flag.default(false),
  SIMULATORS: flag.optional(),
  HOUSE_CURRENCY: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/, 'must be a currency code like USD')
    .default('USD'),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  PROVIDER_WALLET_RATE_LIMIT_PER_MINUTE: positiveInt.default(300_000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(64).optional(),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  BACKOFFICE_DIST: z.string().min(1).default('apps/backoffice/dist'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    }, 'must be an origin like https://casino.example (no path)')
    .optional(),
  SEED_DEMO: flag.optional(),
  RATES_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_CHAT_SCRIPT_URL: z
    .string()
    .regex(/^https:\/\/\S+$/, 'must be an https URL (with {locale} where the language goes)')
    .optional(),
  SUPPORT_CHAT_SECRET: z.string().min(16).optional(),
  RATES_FEED_INTERVAL_SECONDS: positiveInt.default(300),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  CRYPTO_PROCESSING_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CRYPTO_GATEWAY: z.enum(['simulated', 'processing']).optional(),
  CRYPTO_PROCESSING_URL: z.url({ protocol: /^https?$/ }).optional(),
  CRYPTO_PROCESSING_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Crypto Pay (crypto-bot) API token; with it deposits go to the real service. */
  CRYPTO_PAY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  CRYPTO_PAY_URL: z.url({ protocol: /^https?$/ }).default('https://pay.crypt.bot/api'),
  /** xRocket Pay API key; with it deposits and withdrawals go to the real service. */
  XROCKET_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  XROCKET_URL: z.url({ protocol: /^https?$/ }).default('https://pay.xrocket.tg'),
  XROCKET_WALLET_URL: z.url({ protocol: /^https?$/ }).default('https://t.me/xrocket'),
  FIAT_PROCESSOR: z.enum(['simulated', 'http']).optional(),
  FIAT_PROCESSOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  FIAT_PROCESSOR_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  FIAT_PROCESSOR_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .default(LOOPBACK_CIDRS)
    .transform((value, context) => {
      const { cidrs, problems } = parseCidrList(value);
      for (const problem of problems) context.addIssue({ code: 'custom', message: problem });
      return cidrs;
    }),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  PROVIDER_TOKEN_TTL_MINUTES: positiveInt.max(1440).default(120),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{80,100}$/,
      'must be a base64url P-256 public key (web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: address')
    .optional(),
  DEMO_PROVIDER: flag.optional(),
  /** The sportsbook's odds feed: the seeded simulator, or none (a real feed adapter plugs in here). */
  SPORTSBOOK_FEED: z.enum(['simulated', 'none']).optional(),
  SPORTSBOOK_SIMULATOR_SEED: z.string().min(1).max(64).default('wheelhouse'),
  DEMO_PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(8091),
  DEMO_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Outgoing mail (password reset, verification, sign-in notices): smtp(s)://user:pass@host:port. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wheelhouse <no-reply@localhost>'),
  /** TON Connect deposits: the chain they are read from (see tonChainOf). */
  TON_CHAIN: z.enum(['simulated', 'toncenter']).optional(),
  TONCENTER_URL: z.url({ protocol: /^https?$/ }).default('https://toncenter.com'),
  TONCENTER_API_KEY: z.string().min(1).max(200).optional(),
  TON_DEPOSIT_ADDRESS: z
    .string()
    .regex(/^([A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/, 'must be a TON address')
    .optional(),
  TON_USDT_MASTER: z
    .string()
    .regex(/^([A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/, 'must be a TON address')
    .default('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'),
  TON_NETWORK: z.enum(['mainnet', 'testnet']).default('mainnet'),
  TON_PROOF_DOMAINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .optional(),
  TON_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
});

export type Config = ReturnType<typeof toConfig>;

/** Every variable the server reads; the README's configuration table documents each one. */
export const CONFIG_VARIABLES = Object.keys(ZEnv.shape);

/**
 * The external P2P processor of `external` fiat methods: FIAT_PROCESSOR, else the simulator when
 * simulators are on, else http when its URL is set; 'none' answers 503 to external methods.
 */
function fiatProcessorOf(env: {
  FIAT_PROCESSOR?: 'simulated' | 'http';
  FIAT_PROCESSOR_URL?: string;
  SIMULATORS?: boolean;
  NODE_ENV: string;
}): 'simulated' | 'http' | 'none' {
  if (env.FIAT_PROCESSOR) return env.FIAT_PROCESSOR;
  if (env.SIMULATORS ?? env.NODE_ENV !== 'production') return 'simulated';
  return env.FIAT_PROCESSOR_URL ? 'http' : 'none';
}

/**
 * The crypto chain gateway: CRYPTO_GATEWAY, else the simulator when simulators are on, else the
 * processing service when its URL is set; 'none' answers 503 to crypto payments.
 */
function cryptoGatewayOf(env: {
  CRYPTO_GATEWAY?: 'simulated' | 'processing';
  CRYPTO_PROCESSING_URL?: string;
  SIMULATORS?: boolean;
  NODE_ENV: string;
}): 'simulated' | 'processing' | 'none' {
  if (env.CRYPTO_GATEWAY) return env.CRYPTO_GATEWAY;
  if (env.SIMULATORS ?? env.NODE_ENV !== 'production') return 'simulated';
  return env.CRYPTO_PROCESSING_URL ? 'processing' : 'none';
}

/**
 * The chain TON Connect deposits are read from: TON_CHAIN, else the simulator when simulators are
 * on, else toncenter when a deposit address is set; 'none' answers 503 to TON Connect deposits.
 */
function tonChainOf(env: {
  TON_CHAIN?: 'simulated' | 'toncenter';
  TON_DEPOSIT_ADDRESS?: string;
  SIMULATORS?: boolean;
  NODE_ENV: string;
}): 'simulated' | 'toncenter' | 'none' {
  if (env.TON_CHAIN) return env.TON_CHAIN;
  if (env.SIMULATORS ?? env.NODE_ENV !== 'production') return 'simulated';
  return env.TON_DEPOSIT_ADDRESS ? 'toncenter' : 'none';
}

function toConfig(env: z.output<typeof ZEnv>) {
  const production = env.NODE_ENV === 'production';
  const defaultAdmin = !production && !env.ADMIN_EMAIL;
  return {
    nodeEnv: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    pgliteDir: path.join(path.resolve(env.DATA_DIR), 'pglite'),
    /** Uploaded receipts and dispute images (never inside the web root). */
    filesDir: path.resolve(env.FILES_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000,
    messengerInitDataMaxAgeMs: env.MESSENGER_INIT_DATA_MAX_AGE_SECONDS * 1000,
    messengerBotApiUrl: env.MESSENGER_BOT_API_URL,
    cookieSecure: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    simulators: env.SIMULATORS ?? !production,
    houseCurrency: env.HOUSE_CURRENCY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    providerWalletRateLimitPerMinute: env.PROVIDER_WALLET_RATE_LIMIT_PER_MINUTE,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
    loginFailureWindowMs: 15 * 60_000,
    admin: env.ADMIN_EMAIL
      ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD ?? '' }
      : defaultAdmin
        ? {
            email: DEV_ADMIN_EMAIL,
            password: DEV_ADMIN_PASSWORD,
            totpSecret: DEV_ADMIN_TOTP_SECRET,
          }
        : undefined,
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST),
    /** The built back office, served under /admin (platform/backoffice.ts). */
    backofficeDist: path.resolve(REPO_ROOT, env.BACKOFFICE_DIST),
    /** scheme://host of the public site, for og:url and canonical links (else the request's host). */
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    seedDemo: env.SEED_DEMO ?? !production,
    /**
     * Web push (modules/push): VAPID keys from the environment, else (not in production) a pair
     * generated once into DATA_DIR/vapid.json; in production without them push is off.
     */
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? 'mailto:push@localhost',
    },
    ratesFeedUrl: env.RATES_FEED_URL,
    /** An external support chat: its script URL template ({locale}) and the visitor-signing secret. */
    supportChat: env.SUPPORT_CHAT_SCRIPT_URL
      ? { scriptUrl: env.SUPPORT_CHAT_SCRIPT_URL, secret: env.SUPPORT_CHAT_SECRET ?? null }
      : undefined,
    ratesFeedIntervalMs: env.RATES_FEED_INTERVAL_SECONDS * 1000,
    /** How often an idle job worker looks for queued jobs of each queue (platform/jobs). */
    jobsPollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    cryptoProcessingWebhookSecret: env.CRYPTO_PROCESSING_WEBHOOK_SECRET,
    cryptoGateway: cryptoGatewayOf(env),
    cryptoProcessing:
      env.CRYPTO_PROCESSING_URL &&
      env.CRYPTO_PROCESSING_API_KEY &&
      env.CRYPTO_PROCESSING_WEBHOOK_SECRET
        ? {
            url: env.CRYPTO_PROCESSING_URL,
            apiKey: env.CRYPTO_PROCESSING_API_KEY,
            secret: env.CRYPTO_PROCESSING_WEBHOOK_SECRET,
          }
        : undefined,
    /**
     * The messenger payment providers: each with its key goes to the real service; without one it
     * is simulated while the simulators are on, else off.
     */
    messengerPayments: {
      cryptoPay: env.CRYPTO_PAY_TOKEN
        ? { url: env.CRYPTO_PAY_URL, token: env.CRYPTO_PAY_TOKEN }
        : undefined,
      xrocket: env.XROCKET_API_KEY
        ? { url: env.XROCKET_URL, apiKey: env.XROCKET_API_KEY, walletUrl: env.XROCKET_WALLET_URL }
        : undefined,
    },
    /**
     * TON Connect deposits (modules/ton-connect): the chain adapter, our deposit wallet, the USDT
     * jetton master, the network, and the ton_proof domains besides the public origin's host.
     */
    ton: {
      chain: tonChainOf(env),
      toncenterUrl: env.TONCENTER_URL,
      toncenterApiKey: env.TONCENTER_API_KEY,
      depositAddress: env.TON_DEPOSIT_ADDRESS,
      usdtMaster: env.TON_USDT_MASTER,
      network: env.TON_NETWORK === 'testnet' ? ('-3' as const) : ('-239' as const),
      proofDomains: env.TON_PROOF_DOMAINS ?? [],
      pollSeconds: env.TON_POLL_INTERVAL_SECONDS,
    },
    fiatProcessor: fiatProcessorOf(env),
    fiatProcessorHttp:
      env.FIAT_PROCESSOR_URL && env.FIAT_PROCESSOR_API_KEY && env.FIAT_PROCESSOR_WEBHOOK_SECRET
        ? {
            url: env.FIAT_PROCESSOR_URL,
            apiKey: env.FIAT_PROCESSOR_API_KEY,
            secret: env.FIAT_PROCESSOR_WEBHOOK_SECRET,
          }
        : undefined,
    fiatProcessorWebhookSecret: env.FIAT_PROCESSOR_WEBHOOK_SECRET,
    /** Networks whose clients may read /metrics without the token. */
    metricsAllow: env.METRICS_ALLOW,
    /** `Authorization: Bearer <token>` admits a /metrics scrape from anywhere. */
    metricsToken: env.METRICS_TOKEN,
    /** How long a real-mode launch token accepts new bets (wins and rollbacks of its rounds go on). */
    providerTokenTtlMs: env.PROVIDER_TOKEN_TTL_MINUTES * 60_000,
    /**
     * The reference game provider (apps/demo-provider), run as a child process next to the
     * platform: on with the simulators, outside tests.
     */
    /**
     * The sportsbook odds feed (modules/sportsbook): the seeded simulator runs in the worker role
     * with the simulators, outside tests (tests drive the feed processor with their own messages).
     */
    sportsbookFeed:
      env.SPORTSBOOK_FEED ??
      ((env.SIMULATORS ?? !production) && env.NODE_ENV !== 'test' ? 'simulated' : 'none'),
    sportsbookSimulatorSeed: env.SPORTSBOOK_SIMULATOR_SEED,
    /**
     * Outgoing mail: SMTP when SMTP_URL is set, else the development mailbox (GET /api/dev/mailbox)
     * with the simulators, else none (each mail is logged as dropped).
     */
    mail: env.SMTP_URL
      ? ({ kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM } as const)
      : (env.SIMULATORS ?? !production)
        ? ({ kind: 'mailbox' } as const)
        : ({ kind: 'none' } as const),
    demoProvider:
      (env.DEMO_PROVIDER ?? ((env.SIMULATORS ?? !production) && env.NODE_ENV !== 'test'))
        ? {
            port: env.DEMO_PROVIDER_PORT,
            url: (env.DEMO_PROVIDER_URL ?? `http://localhost:${env.DEMO_PROVIDER_PORT}`).replace(
              /\/$/,
              '',
            ),
          }
        : undefined,
  };
}

/**
 * Rules across variables. They read the raw strings, so they are reported even when another variable
 * failed to parse.
 */
function policyProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const isTrue = (value: string | undefined) =>
    value === 'true' || value === '1' || value === 'yes';
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD: is required when ADMIN_EMAIL is set');
  const simulators =
    env.SIMULATORS !== undefined ? isTrue(env.SIMULATORS) : env.NODE_ENV !== 'production';
  const processing =
    env.CRYPTO_GATEWAY === 'processing' ||
    (!env.CRYPTO_GATEWAY && !simulators && env.CRYPTO_PROCESSING_URL !== undefined);
  if (processing)
    for (const name of [
      'CRYPTO_PROCESSING_URL',
      'CRYPTO_PROCESSING_API_KEY',
      'CRYPTO_PROCESSING_WEBHOOK_SECRET',
    ])
      if (!env[name]) problems.push(`${name}: is required when the crypto gateway is processing`);
  const tonChain = env.TON_CHAIN ?? (simulators ? 'simulated' : undefined);
  if (
    (tonChain === 'toncenter' || (!tonChain && env.TON_DEPOSIT_ADDRESS)) &&
    !env.TON_DEPOSIT_ADDRESS
  )
    problems.push('TON_DEPOSIT_ADDRESS: is required when the TON chain is toncenter');
  const fiatHttp =
    env.FIAT_PROCESSOR === 'http' ||
    (!env.FIAT_PROCESSOR && !simulators && env.FIAT_PROCESSOR_URL !== undefined);
  if (fiatHttp)
    for (const name of [
      'FIAT_PROCESSOR_URL',
      'FIAT_PROCESSOR_API_KEY',
      'FIAT_PROCESSOR_WEBHOOK_SECRET',
    ])
      if (!env[name]) problems.push(`${name}: is required when the fiat processor is http`);
  if (env.NODE_ENV !== 'production') return problems;
  if (isTrue(env.SIMULATORS)) problems.push('SIMULATORS: must not be true in production');
  if (isTrue(env.DEMO_PROVIDER)) problems.push('DEMO_PROVIDER: must not be true in production');
  if (env.SPORTSBOOK_FEED === 'simulated')
    problems.push('SPORTSBOOK_FEED: the simulated odds feed must not be used in production');
  if (env.CRYPTO_GATEWAY === 'simulated')
    problems.push('CRYPTO_GATEWAY: the simulated chain must not be used in production');
  if (env.FIAT_PROCESSOR === 'simulated')
    problems.push('FIAT_PROCESSOR: the simulated P2P processor must not be used in production');
  if (env.TON_CHAIN === 'simulated')
    problems.push('TON_CHAIN: the simulated TON chain must not be used in production');
  if (isTrue(env.SEED_DEMO))
    problems.push('SEED_DEMO: demo accounts with published passwords must not exist in production');
  if (!env.SESSION_SECRET || env.SESSION_SECRET === DEV_SESSION_SECRET) {
    problems.push('SESSION_SECRET: must be set to a secret of your own in production');
  }
  if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD: must not be the documented demo password in production');
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the whole environment at once so a bad start reports every problem, not the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZEnv.safeParse(present);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...policyProblems(present),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return toConfig(result.data);
}
