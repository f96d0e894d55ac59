// The development OpenID Connect provider (issue 32 §1): a real provider (oidc-provider), one per
// tenant, each on a loopback port of its own, started by the server in the `local` environment only
// (config.devSso), so that `npm start` and the tests show the whole single sign-on flow without an
// outside service. Its directory is every address of the tenant's SSO domains, with DEMO_PASSWORD as
// the password: the internal demo accounts sign in as the README says, and an address the portal
// does not know reaches the portal's "unknown user" page as it would from a company's provider.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { LOCALES, type Locale, type TenantConfig } from '../../../tenants/schema.ts';
import { escapeHtml } from '../../services/html.ts';
import { i18nFor } from '../../services/i18n.ts';

export interface DevProviderOptions {
  tenant: TenantConfig;
  /** The portal's callback URLs the provider may send the browser back to. */
  redirectUris: string[];
  /** Where the provider may send the browser after signing out (the portal's landing pages). */
  postLogoutRedirectUris: string[];
  password: string;
  /** Loopback port; 0 picks a free one. */
  port?: number;
  /** Seconds an ID token lasts (the tests shorten it). */
  idTokenSeconds?: number;
}

export interface DevProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The subject the development provider gives an address: stable across restarts, not the address itself. */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f4f4;color:#1d1d1d;margin:0}main{max-width:24rem;margin:3rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;border:1px solid #595959;border-radius:4px}button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem;background:#0053e2;color:#fff;border:0;border-radius:4px;cursor:pointer}p.note{color:#454545;font-size:.9rem}p[role=alert]{color:#a4111a;font-weight:600}';

function pickLocale(uiLocales: unknown, tenant: TenantConfig): Locale {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  return (asked.find((l) => (LOCALES as readonly string[]).includes(l) && tenant.locales.supported.includes(l as Locale)) ??
    tenant.locales.default) as Locale;
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The provider's sign-in page: labelled e-mail (prefilled from login_hint) and password. */
function signInPage(locale: Locale, tenant: TenantConfig, uid: string, email: string, failed: boolean): string {
  const i18n = i18nFor(locale);
  const title = i18n._(/*i18n*/ { id: 'devSso.title', message: 'Company sign-in (development)' });
  const note = i18n._(
    /*i18n*/ {
      id: 'devSso.note',
      message: 'This is the development identity provider of {product}. It signs in the demo accounts with the demo password.',
      values: { product: tenant.branding.productName },
    },
  );
  const error = failed
    ? `<p role="alert">${escapeHtml(i18n._(/*i18n*/ { id: 'devSso.wrong', message: 'The email or password is incorrect.' }))}</p>`
    : '';
  return page(
    locale,
    title,
    `<p class="note">${escapeHtml(note)}</p>${error}<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
      `<label for="email">${escapeHtml(i18n._(/*i18n*/ { id: 'devSso.email', message: 'Email' }))}</label>` +
      `<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">` +
      `<label for="password">${escapeHtml(i18n._(/*i18n*/ { id: 'devSso.password', message: 'Password' }))}</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>` +
      `<button type="submit">${escapeHtml(i18n._(/*i18n*/ { id: 'devSso.submit', message: 'Sign in' }))}</button></form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** Starts the development provider of one tenant on loopback. */
export async function startDevProvider(options: DevProviderOptions): Promise<DevProvider> {
  const { tenant, password } = options;
  const sso = tenant.environments.local.sso;
  if (!sso) throw new Error(`tenant ${tenant.id} has no single sign-on in local`);
  const domains = new Set(sso.domains);
  const clientSecret = randomBytes(24).toString('hex');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev' };
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Subjects this provider has signed in, and their addresses (its directory is the SSO domains). */
  const accounts = new Map<string, string>();
  const errorTitle = (locale: Locale) => i18nFor(locale)._(/*i18n*/ { id: 'devSso.error', message: 'The sign-in could not go on.' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: sso.clientId,
        client_secret: clientSecret,
        client_name: tenant.branding.productName,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the ID token itself: the portal reads no userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out at the portal signs out here too, without a question in between.
        async logoutSource(ctx, form) {
          const locale = pickLocale(ctx.oidc.params?.ui_locales, tenant);
          const label = i18nFor(locale)._(/*i18n*/ { id: 'devSso.signingOut', message: 'Signing you out…' });
          ctx.body = page(
            locale,
            label,
            `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}` +
              `<noscript><button type="submit" form="op.logoutForm">${escapeHtml(label)}</button></noscript>` +
              '<script>document.getElementById("op.logoutForm").submit()</script>',
          );
        },
        async postLogoutSuccessSource(ctx) {
          const locale = pickLocale(undefined, tenant);
          ctx.body = page(locale, i18nFor(locale)._(/*i18n*/ { id: 'devSso.signedOut', message: 'You are signed out.' }), '');
        },
      },
    },
    ttl: {
      IdToken: options.idTokenSeconds ?? 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    // The portal is the provider's own application: no consent screen.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const email = accounts.get(sub);
      if (!email) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email, email_verified: true }) };
    },
    async renderError(ctx, out) {
      const locale = pickLocale(undefined, tenant);
      ctx.type = 'html';
      ctx.body = page(locale, errorTitle(locale), `<p>${escapeHtml(String(out.error_description ?? out.error ?? ''))}</p>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, login: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'Unknown sign-in');
    const locale = pickLocale(details.params.ui_locales, tenant);
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (!login) return send(res, 200, signInPage(locale, tenant, uid, hint, false));
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!email.includes('@') || !domains.has(domain) || form.get('password') !== password) {
      return send(res, 401, signInPage(locale, tenant, uid, email, true));
    }
    const sub = devSubject(email);
    accounts.set(sub, email);
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]!);
    if (!match) return void callback(req, res);
    const login = Boolean(match[2]);
    if (login !== (req.method === 'POST')) return send(res, 405, 'Method not allowed');
    interaction(req, res, match[1]!, login).catch(() => {
      if (!res.headersSent) send(res, 400, page(tenant.locales.default, errorTitle(tenant.locales.default), ''));
    });
  });

  return {
    issuer,
    clientId: sso.clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
