// The user's own profile (issue 14 §1; spec §7 "Profile": GET users/{id}/preferences, POST
// users/{loginId}/preferences with UPDATE on USER_SETTINGS; the legal documents accepted): own
// settings only, the tenant's languages and the platform's zones, the saved values in the user
// context and the sign-in answer (so they follow the user to another device), nothing written on a
// refusal, an unknown saved zone read as the tenant's default.
import { describe, expect, test } from 'vitest';
import { firstVersions } from '../../server/services/legal-documents.ts';
import { dayOf, publishLegalVersion } from '../helpers/legal-versions.ts';
import { signIn, tenants, useTestApp } from '../helpers/app.ts';
import { fromSite, login } from './support.ts';

const ctx = useTestApp();

const userOf = (login: string) =>
  ctx.db
    .selectFrom('users')
    .select(['id', 'login_id', 'language_code', 'timezone'])
    .where('login_id', '=', login)
    .executeTakeFirstOrThrow();

const context = async (cookie: string, tenantId = 'us') =>
  (await fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie, undefined, tenantId)).json();

describe('preferences', () => {
  test('a user reads theirs, saves a language and a zone; the user context, the next read and the next sign-in carry them', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user');
    const me = await userOf('supplier-user.us@demo.test');
    const read = await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/preferences`, cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ language_code: 'en-US', timezone: 'America/Chicago' });
    expect((await context(cookie)).user_id).toBe(me.id);

    // The zone's name in any letter case is saved as the platform spells it.
    const saved = await fromSite(ctx.app, 'POST', `/core-app-api/users/${me.login_id.toUpperCase()}/preferences`, cookie, {
      language_code: 'es-MX',
      timezone: 'america/denver',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ language_code: 'es-MX', timezone: 'America/Denver' });
    expect(await userOf(me.login_id)).toMatchObject({ language_code: 'es-MX', timezone: 'America/Denver' });
    expect((await context(cookie)).user_preferences).toEqual({ language_code: 'es-MX', locale: { timezone: 'America/Denver' } });
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/preferences`, cookie)).json()).toEqual({
      language_code: 'es-MX',
      timezone: 'America/Denver',
    });
    // Another device: the sign-in answer names the saved language.
    expect((await login(ctx.app, 'supplier-user')).json()).toMatchObject({ languageCode: 'es-MX' });

    // One of the two alone changes only that one.
    const zoneOnly = await fromSite(ctx.app, 'POST', `/core-app-api/users/${me.login_id}/preferences`, cookie, {
      timezone: 'Europe/Paris',
    });
    expect(zoneOnly.json()).toEqual({ language_code: 'es-MX', timezone: 'Europe/Paris' });
  });

  test('a language the tenant does not offer, an unknown zone or an empty body is a 400 and changes nothing', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin');
    const me = await userOf('supplier-admin.us@demo.test');
    const post = (body: unknown) => fromSite(ctx.app, 'POST', `/core-app-api/users/${me.login_id}/preferences`, cookie, body);
    const french = await post({ language_code: 'fr-CA', timezone: 'America/Denver' });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('language_code must be one of en-US, es-MX.');
    const mars = await post({ language_code: 'es-MX', timezone: 'Mars/Olympus_Mons' });
    expect(mars.statusCode).toBe(400);
    expect(mars.json().message).toBe('Unknown time zone "Mars/Olympus_Mons": choose one of the list.');
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ language_code: 'es-MX', theme: 'dark' })).statusCode).toBe(400);
    expect(await userOf(me.login_id)).toMatchObject({ language_code: me.language_code, timezone: me.timezone });
  });

  test('nobody reads or changes another user’s preferences, a super admin neither; the spectator changes nothing', async () => {
    const other = await userOf('supplier-user.us@demo.test');
    for (const account of ['supplier-admin', 'super-admin']) {
      const cookie = await signIn(ctx.app, account);
      expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${other.id}/preferences`, cookie)).statusCode).toBe(404);
      const res = await fromSite(ctx.app, 'POST', `/core-app-api/users/${other.login_id}/preferences`, cookie, { language_code: 'es-MX' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('You can only see and change your own preferences.');
      expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${other.id}/legal-acceptances`, cookie)).statusCode).toBe(404);
    }
    const spectator = await signIn(ctx.app, 'spectator');
    const me = await userOf('spectator.us@demo.test');
    const res = await fromSite(ctx.app, 'POST', `/core-app-api/users/${me.login_id}/preferences`, spectator, { language_code: 'es-MX' });
    expect(res.statusCode).toBe(403);
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/preferences`, spectator)).statusCode).toBe(200);
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/preferences`, null)).statusCode).toBe(401);
  });

  test('a saved zone the platform does not know reads as the tenant’s default; Mexico’s default zone is its own', async () => {
    const me = await userOf('supplier-user.mx@demo.test');
    await ctx.db.updateTable('users').set({ timezone: 'Nowhere/Atlantis' }).where('id', '=', me.id).execute();
    const cookie = await signIn(ctx.app, 'supplier-user', 'mx');
    const read = await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/preferences`, cookie, undefined, 'mx');
    expect(read.json()).toEqual({ language_code: 'es-MX', timezone: 'America/Mexico_City' });
  });
});

describe('legal documents accepted', () => {
  test('the user’s acceptances, newest first (the current versions at registration, older ones after); none for an internal user', async () => {
    const me = await userOf('supplier-user.us@demo.test');
    await ctx.db
      .insertInto('document_acceptances')
      .values([
        { user_id: me.id, document: 'TERMS', version: '2025-01', accepted_at: new Date('2025-02-01T10:00:00Z') },
        { user_id: me.id, document: 'DATA_SHARING_ADDENDUM', version: '2025-03', accepted_at: new Date('2025-03-05T10:00:00Z') },
      ])
      .execute();
    const cookie = await signIn(ctx.app, 'supplier-user');
    const res = await fromSite(ctx.app, 'GET', `/core-app-api/users/${me.id}/legal-acceptances`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { acceptances } = res.json() as {
      acceptances: Array<{ document: string; version: string; effective_date: string | null; accepted_at: string }>;
    };
    const us = tenants.find((t) => t.id === 'us')!;
    const current = firstVersions(us, 'SUPPLIER');
    expect(acceptances.map((a) => [a.document, a.version])).toEqual([
      ['DATA_SHARING_ADDENDUM', current.DATA_SHARING_ADDENDUM],
      ['TERMS', current.TERMS],
      ['DATA_SHARING_ADDENDUM', '2025-03'],
      ['TERMS', '2025-01'],
    ]);
    expect(acceptances[3]!.accepted_at).toBe('2025-02-01T10:00:00.000Z');
    // The day each version took effect, for the profile to show instead of the id; none for an id without it.
    expect(acceptances.map((a) => a.effective_date)).toEqual([us.legal.effectiveDate, us.legal.effectiveDate, null, null]);

    const associate = await userOf('associate.us@demo.test');
    const internal = await signIn(ctx.app, 'associate');
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/users/${associate.id}/legal-acceptances`, internal)).json()).toEqual({
      acceptances: [],
    });
  });
});

describe('a new version of the terms (issue 14 §4)', () => {
  test('takes effect: the user context asks for it; accepting an old version is a 409; accepting the current one clears it', async () => {
    const us = tenants.find((t) => t.id === 'us')!;
    const cookie = await signIn(ctx.app, 'agency-admin');
    const me = await userOf('agency-admin.us@demo.test');
    expect((await context(cookie)).legal_updates).toEqual([]);
    const before = firstVersions(us, 'THIRD_PARTY_AGENCY');
    // A legal owner publishes a new terms and addendum of the agencies' variants, in force today (issue 31 §3).
    const today = dayOf(ctx, us.timeZones.default);
    const now = {
      TERMS: (await publishLegalVersion(ctx, { tenantId: 'us', document: 'TERMS', variant: 'STANDARD', effectiveDate: today })).code,
      DATA_SHARING_ADDENDUM: (
        await publishLegalVersion(ctx, { tenantId: 'us', document: 'DATA_SHARING_ADDENDUM', variant: '3P', effectiveDate: today })
      ).code,
    };
    {
      expect(now.TERMS).not.toBe(before.TERMS);
      expect((await context(cookie)).legal_updates).toEqual([
        { document: 'TERMS', version: now.TERMS },
        { document: 'DATA_SHARING_ADDENDUM', version: now.DATA_SHARING_ADDENDUM },
      ]);
      const accept = (body: object) => fromSite(ctx.app, 'POST', `/core-app-api/users/${me.id}/legal-acceptances`, cookie, body);
      const stale = await accept({ document: 'TERMS', version: before.TERMS });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('This is not the version in force: reload the document and accept the current one.');
      const terms = await accept({ document: 'TERMS', version: now.TERMS });
      expect(terms.statusCode, terms.body).toBe(200);
      expect(terms.json()).toEqual({ legal_updates: [{ document: 'DATA_SHARING_ADDENDUM', version: now.DATA_SHARING_ADDENDUM }] });
      expect((await accept({ document: 'DATA_SHARING_ADDENDUM', version: now.DATA_SHARING_ADDENDUM })).json()).toEqual({
        legal_updates: [],
      });
      expect((await context(cookie)).legal_updates).toEqual([]);
      // Recorded once, with the older acceptances kept.
      const rows = await ctx.db.selectFrom('document_acceptances').select(['document', 'version']).where('user_id', '=', me.id).execute();
      expect(rows).toHaveLength(4);
      expect((await accept({ document: 'TERMS', version: now.TERMS })).statusCode).toBe(200);
      expect(await ctx.db.selectFrom('document_acceptances').select('version').where('user_id', '=', me.id).execute()).toHaveLength(4);

      // Nobody accepts for someone else; an associate has no company documents.
      const other = await userOf('supplier-user.us@demo.test');
      expect(
        (
          await fromSite(ctx.app, 'POST', `/core-app-api/users/${other.id}/legal-acceptances`, cookie, {
            document: 'TERMS',
            version: now.TERMS,
          })
        ).statusCode,
      ).toBe(404);
      const associate = await signIn(ctx.app, 'associate');
      const associateId = (await userOf('associate.us@demo.test')).id;
      expect((await context(associate)).legal_updates).toEqual([]);
      expect(
        (
          await fromSite(ctx.app, 'POST', `/core-app-api/users/${associateId}/legal-acceptances`, associate, {
            document: 'TERMS',
            version: now.TERMS,
          })
        ).statusCode,
      ).toBe(400);
    }
  });
});
