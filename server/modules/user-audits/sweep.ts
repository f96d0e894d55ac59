// The scheduled sweep of the user-access audits (issue 14 §3), one run across all instances
// (services/scheduled-jobs.ts), for every tenant:
//   - reminders: a pending audit 14, 7 or 1 days (or less) before its due date mails its company's
//     admins once per mark: the nearest mark not yet sent (an audit opened 5 days ahead gets the
//     7-day reminder, not the 14-day one too); the marks sent are recorded on the audit;
//   - expiry: a pending audit whose due date has passed removes every product grant of the
//     company's users, records what it removed, logs it per user, and mails every user.
// Each company is one transaction holding its audit row (FOR UPDATE SKIP LOCKED), so two sweeps at
// once share the work and nothing is mailed twice; a run cut short is finished by the next.
import { productText } from '../../../tenants/product-names.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../services/scheduled-jobs.ts';
import { TenantDb } from '../../db/scope.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { siteOrigin } from '../../plugins/tenancy.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { who } from '../../services/activity-messages.ts';
import { auditAccessRemovedMail, userAuditMail } from '../../services/emails.ts';
import { dayOf, daysBetween, userAuditRepository } from './repository.ts';

/** Days before the due date on which the admins are reminded (issue 14 §3). */
export const REMINDER_MARKS = [14, 7, 1] as const;

/** The marks a pending audit `daysLeft` days from its due date has reached. */
export const marksReached = (daysLeft: number) => REMINDER_MARKS.filter((mark) => daysLeft <= mark);

export interface SweepContext {
  db: Db;
  tenants: TenantConfig[];
  appEnv: Environment;
  port: number;
  mailer: Mailer;
}

export interface SweepResult {
  reminded: number;
  expired: number;
}

export async function sweepUserAudits(context: SweepContext, now: Date): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, expired: 0 };
  const today = dayOf(now);
  const lastReminderDay = new Date(Date.parse(today) + REMINDER_MARKS[0] * 86_400_000).toISOString().slice(0, 10);
  for (const tenant of context.tenants) {
    const repository = userAuditRepository(new TenantDb(context.db, { tenantId: tenant.id }));
    const origin = siteOrigin(tenant, context.appEnv, context.port);
    let after: { due: string; id: string } | null = null;
    for (;;) {
      const outcome = await repository.transaction(async (r) => {
        const audit = await r.nextAuditToSweep(today, lastReminderDay, REMINDER_MARKS, after);
        if (!audit) return null;
        after = { due: audit.due, id: audit.id };
        const daysLeft = daysBetween(today, audit.due);
        if (daysLeft < 0) {
          const removed = await r.removeAccess(audit.company_id);
          await r.markExpired(audit.id, now, Object.fromEntries(removed.map((u) => [u.user_id, u.products])));
          await r.record({
            company_id: audit.company_id,
            actor_user_id: null,
            entity_id: audit.id,
            event: 'USER_AUDIT_EXPIRED',
            details: detailsOf('USER_AUDIT_EXPIRED', { dueDate: audit.due, users: removed.length }),
          });
          for (const user of removed) {
            await r.record({
              company_id: audit.company_id,
              actor_user_id: null,
              entity_id: user.user_id,
              event: 'USER_ACCESS_REMOVED_BY_AUDIT',
              details: detailsOf('USER_ACCESS_REMOVED_BY_AUDIT', {
                user: who(user),
                products: productText(user.products),
              }),
            });
          }
          for (const user of await r.recipients(audit.company_id, false)) {
            const mail = auditAccessRemovedMail({
              tenant,
              locale: tenantLocale(tenant, user.language_code),
              to: user.login_id,
              firstName: user.first_name,
              link: origin,
              companyName: audit.name,
              dueDate: audit.due,
            });
            await r.mail(context.mailer, mail);
          }
          return 'expired' as const;
        }
        const due = marksReached(daysLeft).filter((mark) => !audit.reminders.includes(mark));
        if (!due.length) return 'nothing' as const;
        await r.markReminded(audit.id, due);
        await r.record({
          company_id: audit.company_id,
          actor_user_id: null,
          entity_id: audit.id,
          event: 'USER_AUDIT_REMINDER_SENT',
          details: detailsOf('USER_AUDIT_REMINDER_SENT', { dueDate: audit.due, days: daysLeft }),
        });
        for (const admin of await r.recipients(audit.company_id, true)) {
          const mail = userAuditMail({
            tenant,
            locale: tenantLocale(tenant, admin.language_code),
            to: admin.login_id,
            firstName: admin.first_name,
            link: `${origin}/admin/userList`,
            companyName: audit.name,
            dueDate: audit.due,
            daysLeft,
          });
          await r.mail(context.mailer, mail);
        }
        return 'reminded' as const;
      });
      if (outcome === null) break;
      if (outcome === 'expired') result.expired++;
      if (outcome === 'reminded') result.reminded++;
    }
  }
  if (result.reminded || result.expired) context.mailer.kick();
  return result;
}

/** The sweep as the hourly scheduled job of this app (plugins/scheduler.ts). */
export function sweepJob(app: FastifyInstance, config: Pick<Config, 'appEnv' | 'port'>): JobDefinition {
  return {
    name: 'user-audit-sweep',
    everyMs: 3_600_000,
    leaseMs: 15 * 60_000,
    run: (now) => sweepUserAudits({ db: app.db, tenants: app.tenants, appEnv: config.appEnv, port: config.port, mailer: app.mailer }, now),
  };
}
