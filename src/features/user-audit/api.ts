// This area's API calls: the generated endpoints it uses, from src/api/endpoints. The area's
// components import them from here; the evidence files download through api/files.ts.
export {
  type GetCompanyUserAuditApiResponse,
  type ListUserAuditCompaniesApiResponse,
  type ListUserAuditPeriodsApiResponse,
  useCompleteCompanyUserAuditMutation,
  useGetCompanyUserAuditQuery,
  useListUserAuditCompaniesQuery,
  useListUserAuditPeriodsQuery,
  useOpenUserAuditPeriodMutation,
} from '../../api/endpoints/user-audits.ts';

/**
 * An audit's due date — a calendar day of the API (YYYY-MM-DD, UTC) — as the instant of its noon
 * (UTC), for useUserDates().date: that instant falls on the same day in the tenants' time zones
 * (the Americas), where midnight UTC would be the day before.
 */
export const dueDay = (day: string) => `${day}T12:00:00Z`;
