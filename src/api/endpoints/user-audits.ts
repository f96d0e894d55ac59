// The periodic user-access audit (gen/user-audits.gen.ts; issue 14 §3): the periods, their company
// audits and a company's own audit are one cache; opening a period or completing an audit
// refreshes them all (the banner disappears, the super admins' counts move). The .xlsx evidence is
// a file: it downloads through api/files.ts, not through these queries.
import { cacheTags } from '../cacheTags.ts';
import { userAuditsEndpoints } from '../gen/user-audits.gen.ts';

export const userAuditsApi = userAuditsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(userAuditsEndpoints, ['UserAudits'], {
    provide: ['listUserAuditPeriods', 'listUserAuditCompanies', 'getCompanyUserAudit'],
    invalidate: ['openUserAuditPeriod', 'completeCompanyUserAudit'],
  }),
});

export const {
  useOpenUserAuditPeriodMutation,
  useListUserAuditPeriodsQuery,
  useListUserAuditCompaniesQuery,
  useGetCompanyUserAuditQuery,
  useCompleteCompanyUserAuditMutation,
} = userAuditsApi;
export type * from '../gen/user-audits.gen.ts';
