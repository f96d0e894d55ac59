// Access to other companies `/profile/requestAccess` (issue 14 §2; spec §2 "Request access", §6
// "Internal users request access to companies", §7 GET (B) v1/identity/users/{userId}/access with
// page size 10): an internal user finds a company by name, sees what they have and have asked for
// there, asks its admins for products with a note (RequestAccessDialog), and follows their
// requests: status, how long a pending one has waited, withdraw. Once granted, the company is in
// the user menu to switch to. Other users learn whom to ask instead. Both lists keep their view in
// the address (lib/useListState.ts): the companies' search, page and size as usual, the requests'
// page and size as requestsPage and requestsSize.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { productText } from '../../../tenants/product-names.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RequestAge } from '../../components/RequestAge.tsx';
import { Alert, Button, EmptyState } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { COMPANY_TYPE_LABELS, useLabel } from '../../lib/labels.ts';
import { hasPermission, type UserContext } from '../../lib/session.ts';
import { useListState } from '../../lib/useListState.ts';
import { useSession } from '../../lib/useSession.ts';
import {
  type ListOwnAccessRequestsApiResponse,
  useListOwnAccessRequestsQuery,
  useSearchCompaniesForAccessQuery,
  useWithdrawAccessRequestMutation,
} from './api.ts';
import { type CompanyRow, RequestAccessDialog } from './RequestAccessDialog.tsx';

type OwnRequest = ListOwnAccessRequestsApiResponse['content'][number];
/** The requests' list shares the address with the companies' list: its own names there. */
const REQUESTS_NAMES = { page: 'requestsPage', size: 'requestsSize' };

function Companies({ user, onAsk }: { user: UserContext; onAsk: (company: CompanyRow) => void }) {
  const { t } = useLingui();
  const label = useLabel();
  const list = useListState({ defaults: LIST_DEFAULTS.accessCompanies });
  const query = useSearchCompaniesForAccessQuery({ userId: user.user_id, ...list.args });
  const columns = useMemo<DataTableColumn<CompanyRow>[]>(
    () => [
      { id: 'name', header: t`Company`, value: (c) => c.companyName },
      {
        id: 'access',
        header: t`Your access`,
        value: (c) => {
          const granted = productText(c.granted);
          const pending = c.pendingRequest ? productText(c.pendingRequest.products) : '';
          if (granted && pending) return t`Granted: ${granted}. Requested: ${pending}`;
          if (granted) return t`Granted: ${granted}`;
          if (pending) return t`Requested: ${pending}`;
          return t`None`;
        },
      },
      { id: 'type', header: t`Company type`, value: (c) => label(COMPANY_TYPE_LABELS, c.companyType) },
    ],
    [t, label],
  );
  return (
    <section aria-labelledby="request-access-companies">
      <h2 id="request-access-companies">
        <Trans>Find a company</Trans>
      </h2>
      <TextInput label={t`Company name`} type="search" value={list.searchText} onChange={list.setSearchText} maxLength={100} />
      <DataTable
        caption={t`Companies`}
        columns={columns}
        {...queryRows(query)}
        getRowId={(c) => c.companyId}
        selectable={false}
        {...list.table}
        rowActions={(c) => {
          const name = c.companyName;
          return c.pendingRequest ? null : (
            <Button type="button" variant="secondary" aria-label={t`Request access to ${name}`} onClick={() => onAsk(c)}>
              <Trans>Request access</Trans>
            </Button>
          );
        }}
      />
    </section>
  );
}

function OwnRequests({ user, onWithdraw }: { user: UserContext; onWithdraw: (request: OwnRequest) => void }) {
  const { t } = useLingui();
  const { date } = useUserDates();
  const list = useListState({ defaults: LIST_DEFAULTS.ownAccessRequests, names: REQUESTS_NAMES });
  const query = useListOwnAccessRequestsQuery({ userId: user.user_id, ...list.args });
  const statuses: Record<OwnRequest['status'], string> = {
    PENDING: t({ message: 'Pending', context: 'access request status' }),
    APPROVED: t({ message: 'Approved', context: 'access request status' }),
    DENIED: t({ message: 'Denied', context: 'access request status' }),
    WITHDRAWN: t({ message: 'Withdrawn', context: 'access request status' }),
  };
  const columns: DataTableColumn<OwnRequest>[] = [
    { id: 'company', header: t`Company`, value: (r) => r.companyName },
    { id: 'status', header: t`Status`, value: (r) => statuses[r.status] },
    { id: 'products', header: t`Products`, value: (r) => productText(r.products) },
    { id: 'requested', header: t`Requested on`, value: (r) => date(r.create_time) },
    {
      id: 'waiting',
      header: t`Waiting`,
      cell: (r) => (r.status === 'PENDING' ? <RequestAge created={r.create_time} /> : date(r.decided_at)),
    },
    { id: 'note', header: t`Your note`, value: (r) => r.requestor_note, truncateAt: 35 },
  ];
  return (
    <section aria-labelledby="request-access-mine">
      <h2 id="request-access-mine">
        <Trans>Your requests</Trans>
      </h2>
      {query.data && query.data.totalElements === 0 ? (
        <EmptyState>
          <Trans>You have not asked for access to any company yet.</Trans>
        </EmptyState>
      ) : (
        <DataTable
          caption={t`Your requests`}
          columns={columns}
          {...queryRows(query)}
          getRowId={(r) => r.id}
          selectable={false}
          {...list.table}
          rowActions={(r) => {
            const name = r.companyName;
            return r.status === 'PENDING' ? (
              <Button type="button" variant="secondary" aria-label={t`Withdraw your request to ${name}`} onClick={() => onWithdraw(r)}>
                <Trans>Withdraw</Trans>
              </Button>
            ) : null;
          }}
        />
      )}
    </section>
  );
}

function WithdrawDialog({ userId, request, onClose }: { userId: string; request: OwnRequest; onClose: (done: boolean) => void }) {
  const [withdraw, { isLoading, isError }] = useWithdrawAccessRequestMutation();
  const companyName = request.companyName;
  return (
    <Dialog open title={<Trans>Withdraw your request?</Trans>} onClose={() => onClose(false)}>
      <p>
        <Trans>The administrators of {companyName} will no longer see it. You can ask again later.</Trans>
      </p>
      <DialogButtons
        confirm={<Trans>Withdraw</Trans>}
        busy={isLoading}
        failed={isError}
        onConfirm={async () => {
          if ('data' in (await withdraw({ userId, requestId: request.id }))) onClose(true);
        }}
        onCancel={() => onClose(false)}
      />
    </Dialog>
  );
}

export default function RequestAccessPage() {
  const { t } = useLingui();
  const session = useSession();
  const [asking, setAsking] = useState<CompanyRow | null>(null);
  const [withdrawing, setWithdrawing] = useState<OwnRequest | null>(null);
  const [done, setDone] = useState<{ kind: 'sent' | 'withdrawn'; company: string } | null>(null);
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  const title = t`Request access`;
  if (!hasPermission(user, 'REQUEST', 'COMPANY_ACCESS')) {
    return (
      <section data-page="request access">
        <PageHeader title={title} />
        <EmptyState action={<Link to="/profile">{t`Back to your profile`}</Link>}>
          <Trans>
            Access to other companies is requested by the retailer's associates. For more products for your own company, contact your
            company administrator.
          </Trans>
        </EmptyState>
      </section>
    );
  }
  const company = done?.company;
  return (
    <section data-page="request access">
      <PageHeader
        title={title}
        intro={
          <Trans>
            Find a supplier or agency and ask its administrators for access to its products. Once they approve, choose the company in your
            user menu.
          </Trans>
        }
      />
      {done ? (
        <Alert tone="success">
          {done.kind === 'sent' ? (
            <Trans>Your request was sent to the administrators of {company}.</Trans>
          ) : (
            <Trans>Your request to {company} was withdrawn.</Trans>
          )}
        </Alert>
      ) : null}
      <Companies
        user={user}
        onAsk={(c) => {
          setDone(null);
          setAsking(c);
        }}
      />
      <OwnRequests
        user={user}
        onWithdraw={(r) => {
          setDone(null);
          setWithdrawing(r);
        }}
      />
      {asking ? (
        <RequestAccessDialog
          userId={user.user_id}
          company={asking}
          onClose={(sent) => {
            if (sent) setDone({ kind: 'sent', company: asking.companyName });
            setAsking(null);
          }}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawDialog
          userId={user.user_id}
          request={withdrawing}
          onClose={(withdrawn) => {
            if (withdrawn) setDone({ kind: 'withdrawn', company: withdrawing.companyName });
            setWithdrawing(null);
          }}
        />
      ) : null}
    </section>
  );
}
