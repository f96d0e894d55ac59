// Publishing a new version of a legal document through the legal owners' console (issue 31 §3), for
// the suites that need one in force: a draft from the newest version, its text changed a little,
// published with an effective date. Answers the version's id and code.
import { expect } from 'vitest';
import { hostOf, signIn, type TestContext } from './app.ts';

export async function publishLegalVersion(
  ctx: TestContext,
  options: { tenantId: string; document: string; variant: string; effectiveDate: string; account?: string; note?: string },
): Promise<{ id: string; code: string }> {
  const { tenantId, document, variant, effectiveDate } = options;
  const cookie = await signIn(ctx.app, options.account ?? 'legal-owner', tenantId);
  const host = hostOf(tenantId);
  const headers = { host, origin: `http://${host}`, cookie };
  const draft = await ctx.app.inject({ method: 'POST', url: `/core-app-api/legal-documents/${document}/${variant}/drafts`, headers });
  expect(draft.statusCode, draft.body).toBe(201);
  const { id } = draft.json() as { id: string };
  const detail = await ctx.app.inject({ url: `/core-app-api/legal-documents/versions/${id}`, headers });
  const { texts } = detail.json() as { texts: Array<{ language: string; title: string; body: string }> };
  const note = options.note ?? 'Changed';
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/core-app-api/legal-documents/versions/${id}`,
    headers,
    payload: { texts: texts.map((t) => ({ ...t, body: `${t.body}\n\n## ${note}\n\n${note} (${t.language}).` })) },
  });
  expect(saved.statusCode, saved.body).toBe(204);
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/core-app-api/legal-documents/versions/${id}/publish`,
    headers,
    payload: { effectiveDate },
  });
  expect(published.statusCode, published.body).toBe(204);
  const row = await ctx.db.selectFrom('legal_versions').select('code').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code: row.code! };
}

/** The tenant's calendar day `days` from now by the app's clock (YYYY-MM-DD). */
export function dayOf(ctx: TestContext, timeZone: string, days = 0): string {
  const at = new Date(ctx.app.clock.now().getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
