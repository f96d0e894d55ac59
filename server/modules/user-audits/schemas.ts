// The shapes of the periodic user-access audit (issue 14 §3; spec §4 "User audit banner": audit
// pending until a due date; completion needs confirming three statements). Not in spec §7: the
// paths follow its core API's style.
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { CompanyType, Nullable } from '../../schemas.ts';
import { PageNumber, PageSize } from '../../services/paging.ts';

export const TAG = 'user audits';

const Uuid = Type.String({ format: 'uuid' });
const Day = Type.String({ format: 'date', description: 'A calendar day, YYYY-MM-DD (UTC).' });
export const AuditStatus = literals(['PENDING', 'COMPLETED', 'EXPIRED'] as const);

/** The longest a period may run: a year. */
export const MAX_AUDIT_DAYS = 366;

export const OpenPeriodBody = Type.Object(
  { dueDate: Type.String({ format: 'date', description: 'The last day to confirm, at least tomorrow and at most a year ahead (UTC).' }) },
  { additionalProperties: false },
);

export const AuditPeriod = Type.Object({
  id: Type.String(),
  dueDate: Day,
  openedAt: Type.String({ format: 'date-time' }),
  openedBy: Nullable(Type.String()),
  counts: Type.Object({ pending: Type.Integer(), completed: Type.Integer(), expired: Type.Integer() }),
});

export const CompanyAudit = Type.Object({
  id: Type.String(),
  periodId: Type.String(),
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: CompanyType,
  dueDate: Day,
  status: AuditStatus,
  /** Whole days from today to the due date (0 on the day itself); null once completed or expired. */
  daysLeft: Nullable(Type.Integer()),
  /** The days-before marks (14, 7, 1) whose reminder went out. */
  reminders: Type.Array(Type.Integer()),
  completedBy: Nullable(Type.String()),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
  expiredAt: Nullable(Type.String({ format: 'date-time' })),
});

export const PeriodParams = Type.Object({ periodId: Uuid });
export const PeriodCompanyParams = Type.Object({ periodId: Uuid, companyId: Uuid });
export const CompanyParams = Type.Object({ companyId: Uuid });
export const CompanyAuditParams = Type.Object({ companyId: Uuid, auditId: Uuid });

export const PeriodCompaniesQuery = Type.Object({
  status: Type.Optional(AuditStatus),
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(25)),
});

export const CompleteBody = Type.Object(
  {
    reviewedUserList: Type.Literal(true, { description: 'I reviewed the user list.' }),
    madeNeededChanges: Type.Literal(true, { description: 'I made the needed changes.' }),
    acknowledgeAllUsersVerified: Type.Literal(true, { description: 'I acknowledge that all users are verified.' }),
  },
  { additionalProperties: false },
);

/** An .xlsx file, sent whole (the errors stay JSON). */
export const EvidenceFile = {
  description: 'The evidence workbook (.xlsx): who confirmed, when, and the user list as it stood.',
  content: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
    },
  },
};
