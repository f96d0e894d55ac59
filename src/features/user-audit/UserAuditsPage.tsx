// User access audits (/userAudits; issue 14 §3; spec §4 "User audit banner", §6 "admins manage the
// audit"): a super admin opens an audit of the country's basic companies with a due date, then
// follows each company's audit — pending, completed or expired — and downloads the evidence of a
// completed one (.xlsx, through api/files.ts). The spectator follows without opening. The audit
// shown (the newest unless the address names another), its companies' status filter and their page
// live in the address (lib/useListState.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useMemo, useState } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { downloadFile } from '../../api/files.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError, definitionListStyle, EmptyState } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { oneOf, textFilter, useListState } from '../../lib/useListState.ts';
import { useSession } from '../../lib/useSession.ts';
import {
  dueDay,
  type ListUserAuditCompaniesApiResponse,
  type ListUserAuditPeriodsApiResponse,
  useListUserAuditCompaniesQuery,
  useListUserAuditPeriodsQuery,
} from './api.ts';
import { OpenAuditForm } from './OpenAuditForm.tsx';

type Period = ListUserAuditPeriodsApiResponse['periods'][number];
type CompanyAudit = ListUserAuditCompaniesApiResponse['content'][number];
type Status = CompanyAudit['status'];

const evidencePath = (a: CompanyAudit) => `/core-app-api/user-audits/${a.periodId}/companies/${a.companyId}/evidence`;

/** Audit statuses, in the words of the table and of its filter. */
const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  PENDING: msg({ message: 'Pending', context: 'audit status' }),
  COMPLETED: msg({ message: 'Completed', context: 'audit status' }),
  EXPIRED: msg({ message: 'Expired', context: 'audit status' }),
};

const AUDIT_ID = /^[0-9a-f-]{36}$/;
const FILTERS = {
  /** The audit shown: the newest when empty. */
  audit: textFilter((value) => AUDIT_ID.test(value)),
  status: oneOf(Object.keys(STATUS_LABELS) as Status[]),
};
const useAuditList = () => useListState({ defaults: LIST_DEFAULTS.userAuditCompanies, filters: FILTERS });
type AuditList = ReturnType<typeof useAuditList>;

function Companies({ period, list }: { period: Period; list: AuditList }) {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const { date, dateTime } = useUserDates();
  const { status } = list.filters;
  const query = useListUserAuditCompaniesQuery({ periodId: period.id, ...list.args, ...(status ? { status } : {}) });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const columns = useMemo<DataTableColumn<CompanyAudit>[]>(() => {
    const days = new Intl.ListFormat(i18n.locale, { style: 'short', type: 'unit' });
    const reminders = (marks: number[]) =>
      marks.length ? days.format([...marks].sort((a, b) => b - a).map((days) => plural(days, { one: '# day', other: '# days' }))) : '—';
    return [
      { id: 'company', header: t`Company`, value: (a) => a.companyName },
      { id: 'type', header: t`Company type`, value: (a) => label(COMPANY_TYPE_LABELS, a.companyType) },
      { id: 'status', header: t`Status`, value: (a) => label(STATUS_LABELS, a.status) },
      { id: 'due', header: t`Due date`, value: (a) => date(dueDay(a.dueDate)) },
      { id: 'reminders', header: t`Reminders sent`, value: (a) => reminders(a.reminders) },
      { id: 'completedBy', header: t`Completed by`, value: (a) => a.completedBy },
      { id: 'completedAt', header: t`Completed on`, value: (a) => (a.completedAt ? dateTime(a.completedAt) : '') },
    ];
  }, [t, i18n.locale, label, date, dateTime]);

  async function download(audit: CompanyAudit) {
    setDownloading(audit.id);
    setFailed(false);
    try {
      await downloadFile(evidencePath(audit), { fallbackName: 'user-audit.xlsx' });
    } catch {
      setFailed(true);
    }
    setDownloading(null);
  }

  return (
    <>
      <SelectField
        label={t`Status`}
        value={status}
        onChange={(value) => list.setFilters({ status: value as Status | '' })}
        options={[
          { value: '', label: t({ message: 'All', context: 'audit status' }) },
          ...Object.keys(STATUS_LABELS).map((code) => ({ value: code, label: label(STATUS_LABELS, code) })),
        ]}
      />
      {failed ? (
        <Alert tone="error">
          <Trans>The evidence could not be downloaded. Try again.</Trans>
        </Alert>
      ) : null}
      <DataTable
        caption={t`Company audits`}
        columns={columns}
        {...queryRows(query)}
        getRowId={(a) => a.id}
        selectable={false}
        {...list.table}
        rowActions={(a) => {
          const name = a.companyName;
          return a.status === 'COMPLETED' ? (
            <Button
              type="button"
              variant="secondary"
              aria-label={t`Download the evidence of ${name}`}
              disabled={downloading === a.id}
              aria-busy={downloading === a.id}
              onClick={() => download(a)}
            >
              <Trans>Download evidence</Trans>
            </Button>
          ) : null;
        }}
      />
    </>
  );
}

function Periods({
  periods,
  chosen,
  onChoose,
  list,
}: {
  periods: Period[];
  chosen: Period;
  onChoose: (id: string) => void;
  list: AuditList;
}) {
  const { t } = useLingui();
  const { date, dateTime } = useUserDates();
  const openedBy = chosen.openedBy ?? '—';
  const label = useLabel();
  return (
    <section aria-labelledby="user-audits-periods">
      <h2 id="user-audits-periods">
        <Trans>Audits</Trans>
      </h2>
      <SelectField
        label={t`Audit`}
        value={chosen.id}
        onChange={onChoose}
        options={periods.map((p) => {
          const due = date(dueDay(p.dueDate));
          return { value: p.id, label: t`Due ${due}` };
        })}
      />
      <dl css={(theme) => [definitionListStyle(theme), { marginBottom: theme.space.xl }]}>
        <dt>{t`Due date`}</dt>
        <dd>{date(dueDay(chosen.dueDate))}</dd>
        <dt>{t`Opened by`}</dt>
        <dd>{openedBy}</dd>
        <dt>{t`Opened on`}</dt>
        <dd>{dateTime(chosen.openedAt)}</dd>
        {Object.entries(chosen.counts).map(([status, count]) => (
          <Fragment key={status}>
            <dt>{label(STATUS_LABELS, status.toUpperCase())}</dt>
            <dd>{count}</dd>
          </Fragment>
        ))}
      </dl>
      <Companies period={chosen} list={list} />
    </section>
  );
}

export default function UserAuditsPage() {
  const { t } = useLingui();
  const session = useSession();
  const periods = useListUserAuditPeriodsQuery();
  const auditList = useAuditList();
  const [opened, setOpened] = useState<Period | null>(null);
  if (session.status !== 'signed-in') return null;
  const list = periods.data?.periods ?? [];
  const chosen = list.find((p) => p.id === auditList.filters.audit) ?? list[0];
  /** Another audit: its companies from their first page, any status (the newest leaves the address clean). */
  const choose = (id: string) => auditList.setFilters({ audit: id === list[0]?.id ? '' : id, status: '' });
  const count = opened?.counts.pending ?? 0;
  return (
    <section data-page="user access audits">
      <PageHeader
        title={t`User access audits`}
        intro={
          <Trans>
            An audit asks the administrators of every active basic company to confirm by a due date that their user list is correct.
            Reminders go out 14, 7 and 1 days before; if a company does not complete its audit in time, all its users lose access.
          </Trans>
        }
      />
      {opened ? (
        <Alert tone="success">
          <Plural
            value={count}
            one="The audit is open: the administrators of # company were told by e-mail."
            other="The audit is open: the administrators of # companies were told by e-mail."
          />
        </Alert>
      ) : null}
      {isSpectator(session.user) ? null : (
        <OpenAuditForm
          onOpened={(period) => {
            setOpened(period);
            // The new audit is the newest: the clean address shows it once the list has it.
            auditList.setFilters({ audit: '', status: '' });
          }}
        />
      )}
      {periods.isError ? (
        <DefaultError />
      ) : !periods.data ? null : chosen ? (
        <Periods periods={list} chosen={chosen} onChoose={choose} list={auditList} />
      ) : (
        <EmptyState>
          <Trans>No audit has been opened yet.</Trans>
        </EmptyState>
      )}
    </section>
  );
}
