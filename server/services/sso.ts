// Single sign-on of the internal users (issue 32 §1) with openid-client: which e-mails go to the
// tenant's OpenID Connect provider, the authorization code flow with PKCE (state and nonce kept in
// an encrypted, short-lived cookie of the browser that started it), and the provider's sign-out.
// Used by the sign-in area (password sign-in refused for these e-mails, sign-out) and the sso area.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Environment, SsoSettings, TenantConfig } from '../../tenants/schema.ts';
import type { Config } from '../config.ts';

/** A provider the portal talks to: its issuer URL, the portal's client id and secret there. */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the browser that starts a sign-in keeps until the provider sends it back (encrypted). */
export interface Flow {
  tenantId: string;
  state: string;
  nonce: string;
  verifier: string;
  lastUrl: string;
  redirectUri: string;
  expiresAt: number;
}

/** What the provider says of the person, once the code, state, nonce and ID token are checked. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
}

export const FLOW_COOKIE = 'sip_sso_flow';
/** Set beside the session of a sign-in at the provider: sign-out then ends the provider's session too. */
export const SSO_SESSION_COOKIE = 'sip_sso';
const FLOW_MINUTES = 10;

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

export class SsoService {
  private readonly providers = new Map<string, Promise<ProviderClient>>();
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();
  /** Seconds the portal's clock is taken to be ahead when it checks tokens (tests move it). */
  clockSkewSeconds = 0;

  constructor(
    private readonly config: Pick<Config, 'appEnv' | 'ssoClientSecrets'>,
    /** The key that seals the flow cookies (read once, on the first sign-in that needs it). */
    private readonly flowKeyOnce: () => Promise<Buffer>,
  ) {}

  private key: Promise<Buffer> | undefined;
  private flowKey(): Promise<Buffer> {
    this.key ??= this.flowKeyOnce();
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  /** The tenant's SSO settings in this environment, when its provider is ready to use. */
  settings(tenant: TenantConfig): SsoSettings | null {
    const sso = tenant.environments[this.config.appEnv as Environment].sso;
    return sso && this.providers.has(tenant.id) ? sso : null;
  }

  /**
   * Registers the provider of a tenant (from the tenant file and the secret, or the development
   * provider, which may still be starting: sign-ins wait for it).
   */
  use(tenantId: string, client: ProviderClient | Promise<ProviderClient>) {
    this.providers.set(tenantId, Promise.resolve(client));
    this.discovered.delete(tenantId);
  }

  /** Registers every tenant whose file names a provider with an https issuer and whose secret is set. */
  configure(tenants: TenantConfig[]): string[] {
    const missing: string[] = [];
    for (const tenant of tenants) {
      const sso = tenant.environments[this.config.appEnv].sso;
      if (!sso || sso.issuer === 'development') continue;
      const clientSecret = this.config.ssoClientSecrets[tenant.id];
      if (!clientSecret) missing.push(`SSO_CLIENT_SECRET_${tenant.id.toUpperCase()}`);
      else this.use(tenant.id, { issuer: sso.issuer, clientId: sso.clientId, clientSecret });
    }
    return missing;
  }

  /** Whether an e-mail's domain is one the tenant's provider serves. */
  serves(tenant: TenantConfig, email: string): boolean {
    const sso = this.settings(tenant);
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    return Boolean(sso && email.includes('@') && sso.domains.includes(domain));
  }

  private client(tenantId: string): Promise<ProviderClient> {
    return this.providers.get(tenantId) ?? Promise.reject(new Error(`no provider for tenant ${tenantId}`));
  }

  private configuration(tenantId: string): Promise<oidc.Configuration> {
    let found = this.discovered.get(tenantId);
    if (!found) {
      found = this.client(tenantId).then((client) => {
        const issuer = new URL(client.issuer);
        // Plain http only to a provider on this machine (the development one, the tests').
        const execute = issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
        return oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, { execute, timeout: 10 });
      });
      // A provider that did not answer is asked again at the next sign-in.
      found.catch(() => this.discovered.delete(tenantId));
      this.discovered.set(tenantId, found);
    }
    return found;
  }

  /** Starts a sign-in: the provider's authorization URL, and the flow for the browser's cookie. */
  async begin(
    tenant: TenantConfig,
    input: { email: string; lastUrl: string; redirectUri: string; locale: string },
  ): Promise<{ url: string; cookie: string }> {
    const configuration = await this.configuration(tenant.id);
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: Flow = {
      tenantId: tenant.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      lastUrl: input.lastUrl,
      redirectUri: input.redirectUri,
      expiresAt: Date.now() + FLOW_MINUTES * 60_000,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: input.redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      login_hint: input.email,
      ui_locales: input.locale,
    });
    return { url: url.href, cookie: await this.seal(flow) };
  }

  /** The flow a cookie holds, if it is this tenant's, intact and not expired. */
  async flowOf(cookie: string | undefined, tenantId: string): Promise<Flow | null> {
    const flow = cookie ? await this.open(cookie) : null;
    return flow && flow.tenantId === tenantId && flow.expiresAt > Date.now() ? flow : null;
  }

  /**
   * Redeems the code of the provider's answer (`callbackUrl`, the URL the browser was sent back to)
   * with the flow's PKCE verifier, and checks state, issuer, nonce and the ID token (signature,
   * audience, expiry). Throws when anything is wrong, the provider's refusal of a spent code too.
   */
  async finish(flow: Flow, callbackUrl: URL): Promise<ProviderIdentity> {
    const discovered = await this.configuration(flow.tenantId);
    const client = await this.client(flow.tenantId);
    // The same provider, with the portal's clock as the tests may have moved it.
    const configuration = new oidc.Configuration(discovered.serverMetadata(), client.clientId, {
      client_secret: client.clientSecret,
      [oidc.clockSkew]: this.clockSkewSeconds,
    });
    if (new URL(client.issuer).protocol === 'http:') oidc.allowInsecureRequests(configuration);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    const verified = claims.email_verified !== false && typeof claims.email === 'string';
    return { issuer: claims.iss, subject: claims.sub, email: verified ? (claims.email as string).toLowerCase() : null };
  }

  /** Where to send the browser to end the provider's session too, if the provider offers it. */
  async endSessionUrl(tenant: TenantConfig, postLogoutRedirectUri: string, locale: string): Promise<string | null> {
    if (!this.settings(tenant)) return null;
    try {
      const configuration = await this.configuration(tenant.id);
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      const client = await this.client(tenant.id);
      return oidc.buildEndSessionUrl(configuration, {
        client_id: client.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
        ui_locales: locale,
      }).href;
    } catch {
      return null;
    }
  }

  private async seal(flow: Flow): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.flowKey(), iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private async open(sealed: string): Promise<Flow | null> {
    const key = await this.flowKey();
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as Flow;
    } catch {
      return null;
    }
  }
}

/** The key that seals the flow cookies, from a secret every instance sharing the database reads. */
export const flowKeyOf = (secret: string) => createHash('sha256').update(`sso-flow:${secret}`).digest();
