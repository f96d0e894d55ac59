// Issue 8, finding 6: terms acceptance is enforced by the server. A signed-in user whose
// registration is incomplete (an invitee who set a password but has not accepted the terms) is
// refused every route but the public ones and those that declare `unregisteredAllowed` — what the
// registration page and the app shell need. The matrix reads the app's route table, so a new
// route is covered without edits.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DOCS_PREFIX } from '../../server/plugins/openapi.ts';
import { REGISTRATION_INCOMPLETE } from '../../server/plugins/policy.ts';
import { buildTestApp, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { routeNames, sessionCookie } from './support.ts';

const HOST = hostOf('us');
const LINK = /\/platform\/accept-invitation\?token=([A-Za-z0-9_-]{20,})/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const REFUSED = { statusCode: 403, error: 'Forbidden', message: REGISTRATION_INCOMPLETE };

let ctx: TestContext;
/** The invited admin, signed in after setting a password, registration not complete. */
const invitee = { id: '', companyId: '', cookie: '' };

function send(method: string, url: string, cookie: string | null, payload?: object) {
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}` };
  if (cookie) headers.cookie = cookie;
  return ctx.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
}

beforeAll(async () => {
  ctx = await buildTestApp({ signInLimits: { perAccount: 1000, perIp: 10_000, windowMinutes: 15 } });
  // The supplier admin invites another admin, who accepts the invitation (sets a password).
  const company = await ctx.db.selectFrom('companies').select('id').where('name', '=', 'Blue Ridge Foods Inc.').executeTakeFirstOrThrow();
  const email = 'new.admin@blue-ridge-foods-inc.test';
  const admin = await signIn(ctx.app, 'supplier-admin');
  const invited = await send('POST', `/core-app-api/companies/${company.id}/users`, admin, {
    firstName: 'Robin',
    lastName: 'Achterberg',
    email,
    role: 'Admin',
    products: ['SHOPPER_BEHAVIOR'],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await ctx.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const accepted = await send('POST', '/platform/invitations/accept', null, {
    token: mail.text_body.match(LINK)![1]!,
    password: 'Quiet-Harbour-Gate-2026',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  Object.assign(invitee, { id: invited.json().userId, companyId: company.id, cookie: sessionCookie(accepted) });
});
afterAll(() => ctx.close());

/** Every route but the docs UI's static files and the portal page fallback; safe methods first, so routes that end the session (logout) run after the others. */
function routesUnderTest() {
  return ctx.app.routeTable
    .filter((r) => !r.url.startsWith(`${DOCS_PREFIX}/static/`) && !(r.method === 'GET' && r.url === '/*'))
    .sort((a, b) => Number(!SAFE_METHODS.has(a.method)) - Number(!SAFE_METHODS.has(b.method)));
}

/** A route under test may end the session (logout): then start a fresh one for the invitee. */
async function keepSignedIn(): Promise<void> {
  const res = await send('GET', '/core-app-api/auth-status', invitee.cookie);
  if (res.json().authenticated) return;
  invitee.cookie = `sip_session=${await ctx.app.sessions.create({ id: invitee.id, tenant_id: 'us' })}`;
}

describe('an invited admin who set a password but has not accepted the terms', () => {
  test('cannot read the user list: 403 saying to complete registration', async () => {
    const res = await send('GET', `/core-app-api/companies/${invitee.companyId}/users`, invitee.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  test('reads their user context (registration_complete false) and the legal texts the registration page shows', async () => {
    const context = await send('GET', '/platform/v1/identity/user-context?permissions=true', invitee.cookie);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({ registration_complete: false, login_id: 'new.admin@blue-ridge-foods-inc.test' });
    for (const url of ['/platform/v1/legal/terms', '/platform/v1/legal/data-sharing-addendum', '/core-app-api/api/ccm']) {
      expect((await send('GET', url, invitee.cookie)).statusCode, url).toBe(200);
    }
  });
});

describe('every route answers an unregistered user as its policy declares', () => {
  test('only the registration routes, the user context and the site banner serve unregistered users beyond the public ones', () => {
    const declared = routeNames(ctx.app, (r) => r.policy.access !== 'public' && r.policy.unregisteredAllowed);
    expect(declared).toEqual([
      // The site banner is part of the page frame (a maintenance notice shows on the registration page too).
      'GET /core-app-api/banner',
      'GET /platform/v1/identity/user-context',
      'POST /core-app-api/banner/:id/dismissals',
      'PUT /core-app-api/companies/:companyId/users/complete-registration',
      'PUT /core-app-api/companies/:companyId/users/complete-registration/basic',
    ]);
  });

  test('refused (403, complete registration) on every other signed-in route; the declared and public ones answer', async () => {
    const mismatches: string[] = [];
    const table = routesUnderTest();
    expect(table.length).toBeGreaterThan(40);
    for (const route of table) {
      const url = route.url
        .replace(/:companyId\b/g, invitee.companyId)
        .replace(/:[A-Za-z_]\w*/g, PLACEHOLDER_ID)
        .replace(/\*$/, 'x');
      const res = await send(route.method, url, invitee.cookie, SAFE_METHODS.has(route.method) ? undefined : {});
      const open = route.policy.access === 'public' || route.policy.unregisteredAllowed === true;
      const refused = res.statusCode === 403 && res.json().message === REGISTRATION_INCOMPLETE;
      const ok = open ? !refused && res.statusCode !== 401 && res.statusCode < 500 : refused;
      if (!ok)
        mismatches.push(
          `${route.method} ${route.url}: expected ${open ? 'an answer' : 'refusal'}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      if (!SAFE_METHODS.has(route.method)) await keepSignedIn();
    }
    expect(mismatches).toEqual([]);
  });

  test('once registration is complete, the same session reaches the admin routes', async () => {
    const terms = (await send('GET', '/platform/v1/legal/terms', invitee.cookie)).json() as { version: string };
    const addendum = (await send('GET', '/platform/v1/legal/data-sharing-addendum', invitee.cookie)).json() as { version: string };
    const done = await send('PUT', `/core-app-api/companies/${invitee.companyId}/users/complete-registration`, invitee.cookie, {
      firstName: 'Robin',
      lastName: 'Achterberg',
      languageCode: 'en-US',
      timezone: 'America/Chicago',
      termsAccepted: true,
      termsVersion: terms.version,
      dataSharingAddendumAccepted: true,
      dataSharingAddendumVersion: addendum.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await send('GET', `/core-app-api/companies/${invitee.companyId}/users`, invitee.cookie)).statusCode).toBe(200);
  });
});
