// The evidence of a completed user-access audit (issue 14 §3): an .xlsx workbook with the audit
// (company, due date, who confirmed the three statements and when) and the company's users as
// they stood at that moment, in the reader's language. Small (one company's users): built whole.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { productText } from '../../../tenants/product-names.ts';
import type { Locale } from '../../../tenants/schema.ts';
import type { AuditConfirmations, AuditedUser } from '../../db/schema.ts';
import { i18nFor } from '../../services/i18n.ts';
import { excel, sendXlsxStream } from '../../services/xlsx.ts';

export interface Evidence {
  companyName: string;
  dueDate: string;
  completedByName: string | null;
  completedByEmail: string | null;
  completedAt: Date;
  confirmations: AuditConfirmations;
  users: AuditedUser[];
}

export async function sendEvidence(reply: FastifyReply, evidence: Evidence, locale: Locale, timeZone: string): Promise<FastifyReply> {
  const i18n = i18nFor(locale);
  const say = (message: { id: string; message: string }) => i18n._(message.id, {}, { message: message.message });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(evidence.completedAt);
  const yes = say(/*i18n*/ { id: 'evidence.yes', message: 'Yes' });
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const audit = workbook.addWorksheet(say(/*i18n*/ { id: 'evidence.sheet.audit', message: 'Audit' }));
  audit.columns = [{ width: 48 }, { width: 48 }];
  audit.addRows([
    [say(/*i18n*/ { id: 'evidence.company', message: 'Company' }), evidence.companyName],
    [say(/*i18n*/ { id: 'evidence.dueDate', message: 'Due date' }), evidence.dueDate],
    [say(/*i18n*/ { id: 'evidence.completedBy', message: 'Completed by' }), evidence.completedByName ?? ''],
    [say(/*i18n*/ { id: 'evidence.completedByEmail', message: 'Email' }), evidence.completedByEmail ?? ''],
    [say(/*i18n*/ { id: 'evidence.completedAt', message: 'Completed on' }), when],
    [
      say(/*i18n*/ { id: 'evidence.reviewedUserList', message: 'I reviewed the user list' }),
      evidence.confirmations.reviewedUserList ? yes : '',
    ],
    [
      say(/*i18n*/ { id: 'evidence.madeNeededChanges', message: 'I made the needed changes' }),
      evidence.confirmations.madeNeededChanges ? yes : '',
    ],
    [
      say(/*i18n*/ { id: 'evidence.acknowledgeAllUsersVerified', message: 'I acknowledge that all users are verified' }),
      evidence.confirmations.acknowledgeAllUsersVerified ? yes : '',
    ],
  ]);
  const users = workbook.addWorksheet(say(/*i18n*/ { id: 'evidence.sheet.users', message: 'Users' }));
  users.columns = [
    { header: say(/*i18n*/ { id: 'evidence.user.name', message: 'Name' }), width: 28 },
    { header: say(/*i18n*/ { id: 'evidence.user.email', message: 'Email' }), width: 36 },
    { header: say(/*i18n*/ { id: 'evidence.user.role', message: 'Role' }), width: 12 },
    { header: say(/*i18n*/ { id: 'evidence.user.status', message: 'Status' }), width: 12 },
    { header: say(/*i18n*/ { id: 'evidence.user.products', message: 'Application access' }), width: 48 },
  ];
  for (const user of evidence.users) users.addRow([user.name, user.email, user.role, user.status, productText(user.products)]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const slug =
    evidence.companyName
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'company';
  return sendXlsxStream(reply, `user-audit_${slug}_${evidence.dueDate}.xlsx`, Readable.from(buffer));
}
