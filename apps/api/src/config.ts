import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { FINAL_CONFIRMATIONS, SOCIAL_NETWORKS, type SocialNetwork } from '@skylark/contract';
import { AccountKeyError, type Bip84Account, parseAccountKey } from './lib/bip84';
import { isAddressList } from './lib/client-address';

const DEMO_BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const DEFAULT_EXPLORER_URL = 'https://mempool.space/address/{address}';

const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const POSTGRES_URL = /^postgres(?:ql)?:\/\//;
const postgresUrl = z.string().regex(POSTGRES_URL, 'must start with postgres:// or postgresql://');
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const positiveInt = z.coerce.number({ message: 'must be a number' }).int().positive();
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(500)
  .transform((v) => v.replace(/\/$/, ''));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_DIRECT_URL: postgresUrl.optional(),
    DATABASE_READ_URL: z
      .string()
      .trim()
      .refine((v) => v === '' || splitList(v).every((u) => POSTGRES_URL.test(u)), {
        message: 'must be one or more postgres:// URLs separated by commas',
      })
      .optional(),
    DATABASE_READ_MAX_LAG_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .default(1000),
    DATABASE_OWNER_URL: postgresUrl.optional(),
    DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO: bool.optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_URL: z.url({ message: 'must be a URL' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Skylark Airways <no-reply@skylark.example>'),
    MAIL_RETRY_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(50).default(5),
    MAIL_RETRY_DELAY_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(0)
      .max(86_400)
      .default(60),
    MAIL_TIMEOUT_SECONDS: positiveInt.max(3600).default(30),
    BTC_ADDRESSES: z.string().min(1).default(DEMO_BTC_ADDRESS),
    BTC_XPUB: z
      .string()
      .trim()
      .transform((key, ctx) => {
        if (key === '') return undefined;
        try {
          return parseAccountKey(key);
        } catch (error) {
          if (!(error instanceof AccountKeyError)) throw error;
          ctx.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      })
      .optional(),
    BTC_EXPLORER_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .max(500)
      .refine((v) => v.includes('{address}'), { message: 'must contain {address}' })
      .default(DEFAULT_EXPLORER_URL),
    PAYMENT_WINDOW_SECONDS: positiveInt.default(1800),
    PAYMENT_GRACE_SECONDS: positiveInt.default(86_400),
    BTC_USD_RATE: z.coerce.number({ message: 'must be a number' }).min(1).max(100_000_000).optional(),
    BTC_RATE_URL: httpUrl.optional(),
    BTC_ESPLORA_URL: httpUrl.optional(),
    BTC_POLL_SECONDS: positiveInt.default(30),
    BTC_CONFIRMATIONS: positiveInt.max(FINAL_CONFIRMATIONS).default(1),
    AUTO_CONFIRM_PAYMENTS: bool.default(false),
    MAX_PENDING_PASSENGERS: positiveInt.default(9),
    MAX_PENDING_PASSENGERS_TOTAL: positiveInt.default(18),
    BOOKING_RATE_LIMIT: positiveInt.default(10),
    AUTH_RATE_LIMIT: positiveInt.default(10),
    TRACKING_RATE_LIMIT: positiveInt.default(30),
    CHECKIN_OPENS_HOURS: positiveInt.max(24 * 14).default(24),
    CHECKIN_CLOSES_MINUTES: positiveInt.max(24 * 60).default(60),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine((v) => v === '' || v === 'false' || isAddressList(v), {
        message: 'must be false or a comma-separated list of proxy addresses or CIDR ranges',
      })
      .optional(),
    ADMIN_MFA: z
      .enum(['optional', 'required'], { message: 'must be optional or required' })
      .default('optional'),
    WEB_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int().min(1).max(64).default(1),
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    SUPPORT_CHAT_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .max(2000)
      .optional(),
    SOCIAL_LINKS: z
      .string()
      .max(4000)
      .refine((v) => parseSocialLinks(v) !== null, {
        message: `must be network=https://… pairs separated by commas; networks: ${SOCIAL_NETWORKS.join(', ')}`,
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when DATABASE_URL is set' });
    }
    for (const name of ['DATABASE_DIRECT_URL', 'DATABASE_READ_URL', 'DATABASE_OWNER_URL'] as const) {
      if (env[name] && !env.DATABASE_URL) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs DATABASE_URL' });
      }
    }
    if (env.TRUST_PROXY && env.TRUST_PROXY !== 'false' && !env.METRICS_TOKEN) {
      // behind a proxy every request comes from the proxy's address: "loopback only" means nothing
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'is required when TRUST_PROXY is set',
      });
    }
    if (env.CHECKIN_CLOSES_MINUTES >= env.CHECKIN_OPENS_HOURS * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHECKIN_CLOSES_MINUTES'],
        message: 'must close check-in after it opens (fewer minutes than CHECKIN_OPENS_HOURS)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

/** The names of every setting this file reads (the deployment recipe's test checks against them). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A connection straight to the primary, past any pooler, for what needs a session of its own:
   * LISTEN and the start-up lock. Defaults to DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /** streaming replicas for the public reads and analytics; none: everything reads the primary */
  databaseReadUrls: string[];
  /** a replica further behind than this is not read */
  replicaMaxLagMs: number;
  /** the role migrations run as (DATABASE_OWNER_URL, else DATABASE_URL) */
  databaseOwnerUrl: string | undefined;
  /** the key data at rest is encrypted with (TOTP secrets): DATA_KEY, else JWT_SECRET */
  dataKey: string;
  dataDir: string;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the mail worker: tries after the first, the first delay (doubling), an SMTP exchange's limit */
  mailRetry: { limit: number; delaySeconds: number; timeoutSeconds: number };
  btcAddresses: string[];
  /** BTC_XPUB: each booking gets its own address from this account (docs/product.md §14.3) */
  btcAccount: Bip84Account | undefined;
  /** a block explorer's address page, `{address}` replaced */
  btcExplorerUrl: string;
  /** invoices, expiry, detection and the limits on unpaid bookings (docs/product.md §14.3) */
  payments: PaymentSettings;
  authRateLimit: number;
  trackingRateLimit: number;
  /** the online check-in window before departure (docs/product.md §14.6) */
  checkIn: CheckInSettings;
  /** required: an administrator without two-factor must enrol at the next login before any token */
  adminMfa: 'optional' | 'required';
  logLevel: string;
  /** worker processes (node:cluster) on PostgreSQL; the embedded database keeps one process */
  workers: number;
  /** contact messages are also e-mailed here (docs/product.md §2.6) */
  supportEmail: string | undefined;
  /** "Start a live chat" and the footer's social links; hidden when not configured */
  supportChatUrl: string | undefined;
  socialLinks: { network: SocialNetwork; url: string }[];
  /** bearer token for GET /metrics; without it /metrics answers only on loopback */
  metricsToken: string | undefined;
  /** proxies whose X-Forwarded-For is believed; false: the socket's address is the client's */
  trustProxy: false | string[];
  /** the built web app; served when it exists */
  webDistDir: string | undefined;
}

export interface CheckInSettings {
  opensHours: number;
  closesMinutes: number;
}

export interface PaymentSettings {
  windowSeconds: number;
  graceSeconds: number;
  /** BTC_USD_RATE: dollars per bitcoin, and the fallback when BTC_RATE_URL fails */
  btcUsdRate: number | undefined;
  rateUrl: string | undefined;
  esploraUrl: string | undefined;
  pollSeconds: number;
  confirmations: number;
  autoConfirm: boolean;
  maxPendingPassengers: number;
  maxPendingPassengersTotal: number;
  bookingRateLimit: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The environment → one typed config. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? embeddedJwtSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_URL ? splitList(e.DATABASE_READ_URL ?? '') : [],
    replicaMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    databaseOwnerUrl: e.DATABASE_OWNER_URL ?? e.DATABASE_URL,
    dataDir,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret,
    dataKey: e.DATA_KEY ?? jwtSecret,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: {
      limit: e.MAIL_RETRY_LIMIT,
      delaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      timeoutSeconds: e.MAIL_TIMEOUT_SECONDS,
    },
    btcAddresses: splitList(e.BTC_ADDRESSES),
    btcAccount: e.BTC_XPUB,
    btcExplorerUrl: e.BTC_EXPLORER_URL,
    payments: {
      windowSeconds: e.PAYMENT_WINDOW_SECONDS,
      graceSeconds: e.PAYMENT_GRACE_SECONDS,
      btcUsdRate: e.BTC_USD_RATE,
      rateUrl: e.BTC_RATE_URL,
      esploraUrl: e.BTC_ESPLORA_URL,
      pollSeconds: e.BTC_POLL_SECONDS,
      confirmations: e.BTC_CONFIRMATIONS,
      autoConfirm: e.AUTO_CONFIRM_PAYMENTS,
      maxPendingPassengers: e.MAX_PENDING_PASSENGERS,
      maxPendingPassengersTotal: e.MAX_PENDING_PASSENGERS_TOTAL,
      bookingRateLimit: e.BOOKING_RATE_LIMIT,
    },
    authRateLimit: e.AUTH_RATE_LIMIT,
    trackingRateLimit: e.TRACKING_RATE_LIMIT,
    checkIn: { opensHours: e.CHECKIN_OPENS_HOURS, closesMinutes: e.CHECKIN_CLOSES_MINUTES },
    adminMfa: e.ADMIN_MFA,
    logLevel: e.LOG_LEVEL,
    workers: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    supportEmail: e.SUPPORT_EMAIL,
    supportChatUrl: e.SUPPORT_CHAT_URL,
    socialLinks: parseSocialLinks(e.SOCIAL_LINKS ?? '') ?? [],
    metricsToken: e.METRICS_TOKEN,
    trustProxy:
      !e.TRUST_PROXY || e.TRUST_PROXY === 'false'
        ? false
        : e.TRUST_PROXY.split(',')
            .map((a) => a.trim())
            .filter(Boolean),
    webDistDir: webDistDir && existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
  };
}

/** On the embedded database a random secret is generated once and kept in DATA_DIR. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** `twitter=https://…,facebook=https://…` → links in that order; null when a pair is not valid. */
export function parseSocialLinks(value: string): { network: SocialNetwork; url: string }[] | null {
  const links: { network: SocialNetwork; url: string }[] = [];
  for (const pair of value.split(',').slice(0, 20)) {
    if (pair.trim() === '') continue;
    const [name = '', ...rest] = pair.split('=');
    const network = SOCIAL_NETWORKS.find((n) => n === name.trim().toLowerCase());
    const url = rest.join('=').trim();
    if (!network || !isWebAddress(url)) return null;
    links.push({ network, url });
  }
  return links;
}

/** The directory a command was started from (npm runs scripts in the package's own directory). */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
