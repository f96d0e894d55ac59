// Process configuration from environment variables (listed in docs/operations.md).
import { ENVIRONMENTS, type Environment } from '../tenants/schema.ts';

export interface Config {
  port: number;
  host: string;
  appEnv: Environment;
  production: boolean;
  /** Served over https (every environment but local, and production mode): Secure cookies, HSTS. */
  https: boolean;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** With SMTP: how often the outbox dispatcher looks for committed, unsent mails (a send also wakes it). */
  mailOutboxPollMs: number;
  /** How often each instance looks for due scheduled jobs (the user-access audit sweep). */
  jobsPollMs: number;
  /** Bulk uploads one instance processes at once; each company has one at a time anyway. */
  bulkImportConcurrency: number;
  demoPassword: string;
  /**
   * Demo data and the development mailbox exist only in the `local` environment (and never with
   * NODE_ENV=production): both hand out working accounts and links. Elsewhere they are off even
   * when SEED_DEMO_DATA asks for them; `refused` lists what was asked for and refused, for start-up to say.
   */
  seedDemoData: boolean;
  devMailbox: boolean;
  refused: string[];
  /** The OpenAPI document and its UI are public outside prod; in prod only super admins read them. */
  publicApiDocs: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Failed sign-ins allowed per account, and per client address, within the window. */
  signInLimits: { perAccount: number; perIp: number; windowMinutes: number };
  /**
   * Human-verification challenge (spec §4: status 412), counted per tenant within the sign-in
   * window (services/sign-in-guard.ts). After `afterFailures` failed sign-ins for one account,
   * sign-in and reset-link requests for it need a solved challenge, except from a browser that
   * signed in to it before (env BOT_CHALLENGE_AFTER_FAILURES, default 3); after
   * `afterAddressFailures` failed sign-ins from one client address to the tenant's accounts, every
   * sign-in and reset-link request from it does (env BOT_CHALLENGE_AFTER_ADDRESS_FAILURES, default
   * 10: many people share an office's or a VPN's address). `hmacKey` signs the challenges (env
   * BOT_HMAC_KEY); when unset, a random secret stored in the database (app_secrets) is used, so
   * every instance sharing the database shares the key.
   */
  botChallenge: { afterFailures: number; afterAddressFailures: number; hmacKey?: string };
  /**
   * Contact-us messages one client address may send within the sign-in window before the next
   * needs a solved human-verification challenge (env CONTACT_US_BURST, default 3).
   */
  contactUsBurst: number;
  logLevel: string;
  /** Fastify trustProxy: false, true, or the addresses of the proxies whose X-Forwarded-* to believe. */
  trustProxy: boolean | string;
  /**
   * The bearer token that opens /metrics to clients on other machines (env METRICS_TOKEN); without
   * it only clients on this machine may read the metrics.
   */
  metricsToken?: string;
  /**
   * Single sign-on (issue 32 §1). The client secret of each tenant's OpenID Connect provider (env
   * SSO_CLIENT_SECRET_US, _MX, _CA); the issuer, client id and domains are in the tenant files.
   */
  ssoClientSecrets: Partial<Record<string, string>>;
  /**
   * `local` only: the server starts the development provider (server/modules/sso/dev-provider.ts)
   * on loopback for the tenants whose local SSO issuer is `development`. LOCAL_SSO=false turns it
   * off, and the internal demo accounts then sign in with their password (the API tests do).
   */
  devSso: boolean;
  /** The development provider's first loopback port (env DEV_SSO_PORT, one per tenant from there); 0: free ports. */
  devSsoPort: number;
  /** How long SIGTERM waits for requests in flight and the current job before exiting anyway (env SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
}

/** The shortest METRICS_TOKEN accepted: a token anyone could guess would open the metrics to the network. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(raw)) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`);
  }
  return raw;
}

export const DEFAULT_DEMO_PASSWORD = 'Insights-Demo-2026';

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * Off by default: believing X-Forwarded-For from anyone would let a client pick its own address
 * and slip past the per-address sign-in limit. Behind a load balancer, name its addresses.
 */
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = (env.APP_ENV ?? 'local') as Environment;
  if (!ENVIRONMENTS.includes(appEnv)) throw new Error(`APP_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${appEnv}"`);
  const production = env.NODE_ENV === 'production';
  const local = appEnv === 'local' && !production;
  const refused: string[] = [];
  if (!local && env.SEED_DEMO_DATA === 'true') refused.push('SEED_DEMO_DATA=true');
  return {
    port: positiveInt(env, 'PORT', 3000),
    // Local mode (demo accounts, the development mailbox with reset links, the audit clock) listens
    // on this machine only unless HOST says otherwise (issue 30 §1); deployed ones on every interface.
    host: env.HOST ?? (local ? '127.0.0.1' : '0.0.0.0'),
    appEnv,
    production,
    https: production || appEnv !== 'local',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data',
    distDir: env.DIST_DIR ?? 'dist',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Supplier Insights <no-reply@supplier-insights.example>',
    mailOutboxPollMs: positiveInt(env, 'MAIL_OUTBOX_POLL_MS', 3000),
    jobsPollMs: positiveInt(env, 'JOBS_POLL_MS', 60_000),
    bulkImportConcurrency: positiveInt(env, 'BULK_IMPORT_CONCURRENCY', 2),
    demoPassword: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    seedDemoData: local && env.SEED_DEMO_DATA !== 'false',
    devMailbox: local,
    refused,
    publicApiDocs: appEnv !== 'prod' && !production,
    sessionIdleMinutes: positiveInt(env, 'SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: positiveInt(env, 'SESSION_MAX_HOURS', 12),
    signInLimits: {
      perAccount: positiveInt(env, 'SIGNIN_LIMIT_PER_ACCOUNT', 5),
      perIp: positiveInt(env, 'SIGNIN_LIMIT_PER_IP', 30),
      windowMinutes: positiveInt(env, 'SIGNIN_LIMIT_WINDOW_MINUTES', 15),
    },
    botChallenge: {
      afterFailures: positiveInt(env, 'BOT_CHALLENGE_AFTER_FAILURES', 3),
      afterAddressFailures: positiveInt(env, 'BOT_CHALLENGE_AFTER_ADDRESS_FAILURES', 10),
      hmacKey: env.BOT_HMAC_KEY || undefined,
    },
    contactUsBurst: positiveInt(env, 'CONTACT_US_BURST', 3),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25),
    ssoClientSecrets: Object.fromEntries(
      Object.entries(env).flatMap(([name, value]) =>
        name.startsWith('SSO_CLIENT_SECRET_') && value ? [[name.slice('SSO_CLIENT_SECRET_'.length).toLowerCase(), value]] : [],
      ),
    ),
    devSso: local && env.LOCAL_SSO !== 'false',
    devSsoPort: env.DEV_SSO_PORT ? positiveInt(env, 'DEV_SSO_PORT', 0) : 0,
  };
}
