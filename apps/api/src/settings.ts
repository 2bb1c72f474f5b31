import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FINAL_CONFIRMATIONS, SOCIAL_NETWORKS, type SocialNetwork } from '@skylark/contract';
import { AccountKeyError, parseAccountKey } from './lib/bip84';
import { currencySettings } from './lib/currency-rates';
import { isAddressList } from './lib/client-address';

export const DEMO_BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const DEFAULT_EXPLORER_URL = 'https://mempool.space/address/{address}';
/** the demo's explorer: its addresses are on the test network */
export const DEMO_EXPLORER_URL = 'https://mempool.space/testnet4/address/{address}';
/** the demo's dollars per bitcoin (round, so that $1 is 1,000 satoshis) */
export const DEMO_BTC_USD_RATE = 100_000;

const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const POSTGRES_URL = /^postgres(?:ql)?:\/\//;
const postgresUrl = z.string().regex(POSTGRES_URL, 'must start with postgres:// or postgresql://');
export const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const positiveInt = z.coerce.number({ message: 'must be a number' }).int().positive();
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(500)
  .transform((v) => v.replace(/\/$/, ''));

/** A certificate or key: PEM text, or the path of a file holding it. */
const pem = (what: string) =>
  z
    .string()
    .trim()
    .max(20_000)
    .transform((value, ctx) => {
      if (value === '') return undefined;
      let text = value;
      if (!value.startsWith('-----BEGIN ')) {
        try {
          text = readFileSync(value, 'utf8');
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `must be ${what} as PEM text or the path of a readable file`,
          });
          return z.NEVER;
        }
      }
      if (!/-----BEGIN [A-Z0-9 ]+-----/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `must be ${what} in PEM (-----BEGIN …-----)` });
        return z.NEVER;
      }
      return text.trim();
    })
    .optional();
/** The Apple Wallet pass settings; all of them or none (docs/product.md#1461-boarding-passes-in-apple-wallet). */
export const WALLET_SETTING_NAMES = [
  'PASSKIT_CERT',
  'PASSKIT_KEY',
  'PASSKIT_WWDR',
  'PASS_TYPE_IDENTIFIER',
  'TEAM_IDENTIFIER',
] as const;

/** Every environment variable the server reads, with its rule and default (docs/product.md). */
export const envSchema = z
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
    BTC_ADDRESSES: z.string().trim().min(1).optional(),
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
      .optional(),
    PAYMENT_WINDOW_SECONDS: positiveInt.default(1800),
    PAYMENT_GRACE_SECONDS: positiveInt.default(86_400),
    PAYMENT_REPORT_HOLD_SECONDS: positiveInt.default(3600),
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
    // EU261 (docs/product.md#1414-eu261-notice-of-rights-and-compensation): the bands and amounts, as a reform is pending
    EU261_SHORT_KM: positiveInt.max(20_000).default(1500),
    EU261_MEDIUM_KM: positiveInt.max(20_000).default(3500),
    EU261_SHORT_EUR: positiveInt.max(100_000).default(250),
    EU261_MEDIUM_EUR: positiveInt.max(100_000).default(400),
    EU261_LONG_EUR: positiveInt.max(100_000).default(600),
    EU261_DELAY_HOURS: positiveInt.max(48).default(3),
    ...currencySettings,
    EUR_USD_RATE: z.coerce.number({ message: 'must be a number' }).min(0.01).max(100).default(1.1),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[\w-]{86,88}$/,
        'must be a P-256 public key in base64url (web-push generate-vapid-keys)',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[\w-]{42,44}$/,
        'must be a P-256 private key in base64url (web-push generate-vapid-keys)',
      )
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
      .max(500)
      .optional(),
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => splitList(v).every((h) => /^[a-z0-9.-]+$/i.test(h)), {
        message: 'must be host names separated by commas',
      })
      .optional(),
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
    PASSKIT_CERT: pem('the pass type certificate'),
    PASSKIT_KEY: pem('the private key of PASSKIT_CERT'),
    PASSKIT_KEY_PASSPHRASE: z.string().max(1000).optional(),
    PASSKIT_WWDR: pem("Apple's WWDR intermediate certificate"),
    PASS_TYPE_IDENTIFIER: z
      .string()
      .trim()
      .regex(
        /^pass\.[A-Za-z0-9.-]{1,200}$/,
        'must be a pass type identifier such as pass.com.example.boarding',
      )
      .optional(),
    TEAM_IDENTIFIER: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team identifier')
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
    if (env.EU261_MEDIUM_KM <= env.EU261_SHORT_KM) {
      ctx.addIssue({ code: 'custom', path: ['EU261_MEDIUM_KM'], message: 'must be more than EU261_SHORT_KM' });
    }
    const wallet = WALLET_SETTING_NAMES.filter((name) => env[name]);
    if (wallet.length > 0 && wallet.length < WALLET_SETTING_NAMES.length) {
      for (const name of WALLET_SETTING_NAMES.filter((n) => !env[n]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with ${wallet.join(', ')}: the Apple Wallet settings go together`,
        });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
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

/** The names of every setting the server reads (the deployment recipe's test checks against them). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

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
