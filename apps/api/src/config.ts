import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CURRENCY_RATES, type CurrencyRates, type Eu261Bands, type SocialNetwork } from '@skylark/contract';
import { type Bip84Account, DEMO_ACCOUNT_KEY, parseAccountKey } from './lib/bip84';
import {
  DEFAULT_EXPLORER_URL,
  DEMO_BTC_ADDRESS,
  DEMO_BTC_USD_RATE,
  DEMO_EXPLORER_URL,
  envSchema,
  parseSocialLinks,
  splitList,
} from './settings';

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
  /** BTC_XPUB: each booking gets its own address from this account (docs/product.md#143-paying-for-a-booking) */
  btcAccount: Bip84Account | undefined;
  /**
   * The embedded default with no BTC_XPUB or BTC_ADDRESSES: a demo account on the test network and,
   * without BTC_USD_RATE or BTC_RATE_URL, a demo rate (docs/product.md#143-paying-for-a-booking).
   */
  btcDemo: boolean;
  /** a block explorer's address page, `{address}` replaced */
  btcExplorerUrl: string;
  /** invoices, expiry, detection and the limits on unpaid bookings (docs/product.md#143-paying-for-a-booking) */
  payments: PaymentSettings;
  authRateLimit: number;
  trackingRateLimit: number;
  /** the online check-in window before departure (docs/product.md#146-online-check-in-and-boarding-passes) */
  checkIn: CheckInSettings;
  /** EU261 compensation: bands, amounts, the delay that counts, and the dollars a euro is entered at (decision 098) */
  eu261: Eu261Settings;
  /** the display rates (decision 104): CURRENCY_RATES or the shipped table, replaced by reads of the URL */
  currencyRates: { table: CurrencyRates; source: 'default' | 'setting'; url: string | undefined };
  /** Apple Wallet boarding passes; undefined without the PASSKIT_ settings (docs/product.md#1461-boarding-passes-in-apple-wallet) */
  walletPass: WalletPassSettings | undefined;
  /** required: an administrator without two-factor must enrol at the next login before any token */
  adminMfa: 'optional' | 'required';
  logLevel: string;
  /** worker processes (node:cluster) on PostgreSQL; the embedded database keeps one process */
  workers: number;
  /** contact messages are also e-mailed here (docs/product.md#26-site-settings-contact-inbox-and-newsletter) */
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
  /** web push (docs/product.md#1415-news-by-e-mail-and-on-this-device) */
  push: PushSettings;
}

export interface Eu261Settings extends Eu261Bands {
  delayHours: number;
  eurUsdRate: number;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; none: a pair generated once into DATA_DIR */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how a push service reaches the sender; APP_URL's origin when it is https */
  subject: string;
  /** the push services' hosts a device's endpoint may name (a host or any of its subdomains) */
  endpointHosts: string[];
  /** loopback endpoints over http, for tests only (NODE_ENV=test) */
  allowLoopbackHttp: boolean;
}

/** The push services of the browsers in use: an endpoint elsewhere is refused (decision 096). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export interface CheckInSettings {
  opensHours: number;
  closesMinutes: number;
}

export interface WalletPassSettings {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM texts, as passkit-generator takes them */
  certificates: { signerCert: string; signerKey: string; signerKeyPassphrase?: string; wwdr: string };
}

export interface PaymentSettings {
  windowSeconds: number;
  graceSeconds: number;
  /** PAYMENT_REPORT_HOLD_SECONDS: with esploraUrl, how long a report alone holds the seats past the pay-by time */
  reportHoldSeconds: number;
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
  const btcDemo = !e.DATABASE_URL && !e.BTC_XPUB && !e.BTC_ADDRESSES;
  const demoRate = btcDemo && !e.BTC_USD_RATE && !e.BTC_RATE_URL;
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
    btcAddresses: splitList(e.BTC_ADDRESSES ?? DEMO_BTC_ADDRESS),
    btcAccount: btcDemo ? parseAccountKey(DEMO_ACCOUNT_KEY, 'test') : e.BTC_XPUB,
    btcDemo,
    btcExplorerUrl: e.BTC_EXPLORER_URL ?? (btcDemo ? DEMO_EXPLORER_URL : DEFAULT_EXPLORER_URL),
    payments: {
      windowSeconds: e.PAYMENT_WINDOW_SECONDS,
      graceSeconds: e.PAYMENT_GRACE_SECONDS,
      reportHoldSeconds: e.PAYMENT_REPORT_HOLD_SECONDS,
      btcUsdRate: demoRate ? DEMO_BTC_USD_RATE : e.BTC_USD_RATE,
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
    eu261: {
      shortKm: e.EU261_SHORT_KM,
      mediumKm: e.EU261_MEDIUM_KM,
      shortEur: e.EU261_SHORT_EUR,
      mediumEur: e.EU261_MEDIUM_EUR,
      longEur: e.EU261_LONG_EUR,
      delayHours: e.EU261_DELAY_HOURS,
      eurUsdRate: e.EUR_USD_RATE,
    },
    currencyRates: {
      table: e.CURRENCY_RATES ?? DEFAULT_CURRENCY_RATES,
      source: e.CURRENCY_RATES ? 'setting' : 'default',
      url: e.CURRENCY_RATES_URL,
    },
    walletPass:
      e.PASSKIT_CERT && e.PASSKIT_KEY && e.PASSKIT_WWDR && e.PASS_TYPE_IDENTIFIER && e.TEAM_IDENTIFIER
        ? {
            passTypeIdentifier: e.PASS_TYPE_IDENTIFIER,
            teamIdentifier: e.TEAM_IDENTIFIER,
            certificates: {
              signerCert: e.PASSKIT_CERT,
              signerKey: e.PASSKIT_KEY,
              signerKeyPassphrase: e.PASSKIT_KEY_PASSPHRASE,
              wwdr: e.PASSKIT_WWDR,
            },
          }
        : undefined,
    adminMfa: e.ADMIN_MFA,
    logLevel: e.LOG_LEVEL,
    workers: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    supportEmail: e.SUPPORT_EMAIL,
    supportChatUrl: e.SUPPORT_CHAT_URL,
    socialLinks: parseSocialLinks(e.SOCIAL_LINKS ?? '') ?? [],
    metricsToken: e.METRICS_TOKEN,
    trustProxy: !e.TRUST_PROXY || e.TRUST_PROXY === 'false' ? false : splitList(e.TRUST_PROXY),
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? pushSubject(e.APP_URL, e.MAIL_FROM),
      endpointHosts: e.PUSH_ENDPOINT_HOSTS ? splitList(e.PUSH_ENDPOINT_HOSTS) : DEFAULT_PUSH_HOSTS,
      allowLoopbackHttp: e.NODE_ENV === 'test',
    },
    webDistDir: webDistDir && existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
  };
}

/**
 * What a deployment on PostgreSQL is told at start about its payment settings: without BTC_XPUB
 * every booking is shown the same few addresses, and without a rate no booking states its amount
 * in bitcoin (docs/product.md#143-paying-for-a-booking).
 */
export function paymentSettingWarnings(config: AppConfig): string[] {
  if (!config.databaseUrl) return [];
  const warnings: string[] = [];
  if (!config.btcAccount)
    warnings.push(
      'BTC_XPUB is not set: bookings share the addresses of BTC_ADDRESSES, and payments cannot be told apart or detected',
    );
  if (config.payments.btcUsdRate === undefined && !config.payments.rateUrl)
    warnings.push(
      'neither BTC_RATE_URL nor BTC_USD_RATE is set: bookings state no amount in bitcoin (payment.amountSats is null)',
    );
  return warnings;
}

/** The VAPID subject: the https APP_URL, else the sender's address. */
function pushSubject(appUrl: string | undefined, mailFrom: string): string {
  if (appUrl?.startsWith('https://')) return new URL(appUrl).origin;
  const open = mailFrom.lastIndexOf('<');
  const address = open >= 0 ? mailFrom.slice(open + 1, mailFrom.indexOf('>', open)) : mailFrom.trim();
  return `mailto:${address.includes('@') ? address : 'no-reply@skylark.example'}`;
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

/** The directory a command was started from (npm runs scripts in the package's own directory). */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
