// Authorized Domains (/admin/domainsList, spec §2 "Admin tables", §3 "Authorised domain", §7
// "Email domains"): the company's authorised e-mail domains; admins add (checked by the server's
// validate first, the error shown at the field), change and delete them. Deleting a domain that
// users still have an e-mail under asks a second time, naming how many.
import { css } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import type { GetCoreAppApiCompaniesByCompanyIdEmailDomainsApiResponse } from '../../../api/gen/email-domains.gen.ts';
import type { ApiError } from '../../../api/baseApi.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { DataTable, type DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { visuallyHidden } from '../../../components/kit/field.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useSession.ts';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import {
  useDeleteCoreAppApiCompaniesByCompanyIdEmailDomainsAndDomainNameMutation,
  useGetCoreAppApiCompaniesByCompanyIdEmailDomainsQuery,
  usePostCoreAppApiCompaniesByCompanyIdEmailDomainsMutation,
  usePostCoreAppApiCompaniesByCompanyIdEmailDomainsValidateMutation,
  usePutCoreAppApiCompaniesByCompanyIdEmailDomainsAndIdMutation,
} from './api.ts';
import { useListState } from '../useListState.ts';

type Domain = GetCoreAppApiCompaniesByCompanyIdEmailDomainsApiResponse['content'][number];
type SortBy = 'domainName' | 'allowSubDomains' | 'is3pDomain' | 'uiCreatedOnDate';
const MIN_SEARCH = 3;

const apiError = (result: { error?: unknown }) => result.error as ApiError | undefined;

const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

export default function DomainsPage() {
  const { t, i18n } = useLingui();
  const { user, companyId } = useCompanySession();
  const mayManage = hasPermission(user, 'MANAGE', 'EMAIL_DOMAIN');

  const list = useListState<SortBy>('domainName', { minSearch: MIN_SEARCH });
  const domains = useGetCoreAppApiCompaniesByCompanyIdEmailDomainsQuery({ companyId, ...list.args });

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Domain | null>(null);
  const [deleting, setDeleting] = useState<Domain | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: user.user_preferences.locale.timezone,
      }),
    [i18n.locale, user.user_preferences.locale.timezone],
  );
  const columns = useMemo<DataTableColumn<Domain>[]>(
    () => [
      { id: 'domainName', header: t`Domain`, value: (d) => d.domainName, sortable: true },
      { id: 'allowSubDomains', header: t`Allow subdomain`, value: (d) => (d.allowSubDomains ? t`Yes` : t`No`), sortable: true },
      { id: 'is3pDomain', header: t`Domain type`, value: (d) => (d.is3pDomain ? t`3P` : t`Company`), sortable: true },
      { id: 'uiCreatedOnDate', header: t`Creation date`, value: (d) => dateFormat.format(new Date(d.uiCreatedOnDate)), sortable: true },
    ],
    [t, dateFormat],
  );

  return (
    <AdminPage
      title={t`Authorized Domains`}
      actions={
        mayManage ? (
          <Button
            type="button"
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
          >
            <Trans>Add domain</Trans>
          </Button>
        ) : null
      }
    >
      {done ? <Alert tone="success">{done}</Alert> : null}
      <TextInput
        label={t`Search domains`}
        type="search"
        value={list.searchText}
        onChange={list.setSearchText}
        hint={t`Enter at least 3 characters.`}
      />
      {domains.isError ? (
        <Alert tone="error">
          <Trans>Something went wrong...</Trans>
        </Alert>
      ) : null}
      <DataTable
        caption={t`Authorized domains`}
        columns={columns}
        rows={domains.data?.content ?? []}
        getRowId={(d) => d.id}
        totalElements={domains.data?.totalElements ?? 0}
        {...list.table}
        loading={domains.isFetching}
        error={domains.isError}
        selectable={false}
        rowActions={
          mayManage
            ? (domain) => (
                <div css={{ display: 'flex', gap: '0.5rem', whiteSpace: 'nowrap' }}>
                  <Button
                    type="button"
                    onClick={() => {
                      setDone(null);
                      setEditing(domain);
                    }}
                  >
                    <Trans>Edit</Trans>
                    <span css={visuallyHidden}> {domain.domainName}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      setDone(null);
                      setDeleting(domain);
                    }}
                  >
                    <Trans>Delete</Trans>
                    <span css={visuallyHidden}> {domain.domainName}</span>
                  </Button>
                </div>
              )
            : undefined
        }
      />
      {adding ? (
        <AddDomainDialog
          companyId={companyId}
          onClose={(added) => {
            setAdding(false);
            if (added) setDone(t`${added} was added.`);
          }}
        />
      ) : null}
      {editing ? (
        <EditDomainDialog
          companyId={companyId}
          domain={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setDone(t`${saved} was updated.`);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDomainDialog
          companyId={companyId}
          domain={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) setDone(t`${deleted} was deleted.`);
          }}
        />
      ) : null}
    </AdminPage>
  );
}

function OperationFailed() {
  return (
    <Alert tone="error">
      <Trans>An error occurred while performing the operation</Trans>
    </Alert>
  );
}

function AddDomainDialog({ companyId, onClose }: { companyId: string; onClose: (added?: string) => void }) {
  const { t } = useLingui();
  const [domainName, setDomainName] = useState('');
  const [allowSubDomains, setAllowSubDomains] = useState(false);
  const [is3pDomain, setIs3pDomain] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [validate, validation] = usePostCoreAppApiCompaniesByCompanyIdEmailDomainsValidateMutation();
  const [create, creation] = usePostCoreAppApiCompaniesByCompanyIdEmailDomainsMutation();

  const reasons: Record<string, string> = {
    INVALID_SYNTAX: t`Enter a valid domain name, such as example.com (no @, spaces or http://).`,
    NOT_ASCII: t`This internationalized domain name is not valid.`,
    PUBLIC_WEBMAIL: t`Public webmail domains such as gmail.com cannot be authorized. Enter your company's own domain.`,
    ALREADY_ADDED: t`This domain is already authorized for your company.`,
    OWNED_BY_OTHER_COMPANY: t`This domain, or a domain it overlaps with, belongs to another company.`,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFailed(false);
    if (!domainName.trim()) {
      setFieldError(t`Enter a domain name.`);
      return;
    }
    const checked = await validate({ companyId, body: { domainName, allowSubDomains } });
    if (!checked.data) return setFailed(true);
    if (!checked.data.valid) {
      setFieldError(reasons[checked.data.reason ?? ''] ?? checked.data.message);
      return;
    }
    const created = await create({ companyId, body: { domainName: checked.data.domainName, allowSubDomains, is3pDomain } });
    if (created.data) return onClose(created.data.domainName);
    const error = apiError(created);
    if (error?.status === 409) setFieldError(reasons.OWNED_BY_OTHER_COMPANY);
    else if (error?.status === 400) setFieldError(reasons.INVALID_SYNTAX);
    else setFailed(true);
  }

  const busy = validation.isLoading || creation.isLoading;
  return (
    <Dialog open title={<Trans>Add domain</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t`Domain`}
          value={domainName}
          onChange={(value) => {
            setDomainName(value);
            setFieldError(undefined);
          }}
          error={fieldError}
          hint={t`For example: example.com`}
          required
          autoComplete="off"
        />
        <Checkbox label={t`Allow subdomains`} checked={allowSubDomains} onChange={setAllowSubDomains} />
        <Checkbox label={t`Third-party (3P) domain`} checked={is3pDomain} onChange={setIs3pDomain} />
        {failed ? <OperationFailed /> : null}
        <div css={buttonRow}>
          <Button type="submit" disabled={busy}>
            <Trans>Add</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => onClose()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function EditDomainDialog({ companyId, domain, onClose }: { companyId: string; domain: Domain; onClose: (saved?: string) => void }) {
  const { t } = useLingui();
  const [allowSubDomains, setAllowSubDomains] = useState(domain.allowSubDomains);
  const [is3pDomain, setIs3pDomain] = useState(domain.is3pDomain);
  const [save, saving] = usePutCoreAppApiCompaniesByCompanyIdEmailDomainsAndIdMutation();
  const [problem, setProblem] = useState<'conflict' | 'failed' | null>(null);
  const name = domain.domainName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const result = await save({ companyId, id: domain.id, body: { allowSubDomains, is3pDomain } });
    if (result.data) return onClose(name);
    setProblem(apiError(result)?.status === 409 ? 'conflict' : 'failed');
  }

  return (
    <Dialog open title={<Trans>Edit {name}</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit}>
        <p>
          <Trans>The domain name cannot be changed: delete it and add the new one instead.</Trans>
        </p>
        <Checkbox label={t`Allow subdomains`} checked={allowSubDomains} onChange={setAllowSubDomains} />
        <Checkbox label={t`Third-party (3P) domain`} checked={is3pDomain} onChange={setIs3pDomain} />
        {problem === 'conflict' ? (
          <Alert tone="error">
            <Trans>Subdomains cannot be allowed: another company has authorized a subdomain of this domain.</Trans>
          </Alert>
        ) : null}
        {problem === 'failed' ? <OperationFailed /> : null}
        <div css={buttonRow}>
          <Button type="submit" disabled={saving.isLoading}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => onClose()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDomainDialog({ companyId, domain, onClose }: { companyId: string; domain: Domain; onClose: (deleted?: string) => void }) {
  const [remove, removing] = useDeleteCoreAppApiCompaniesByCompanyIdEmailDomainsAndDomainNameMutation();
  const [inUse, setInUse] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const name = domain.domainName;

  async function confirm() {
    setFailed(false);
    const result = await remove({ companyId, domainName: name, ...(inUse !== null ? { confirm: true } : {}) });
    if (result.data) return onClose(name);
    const error = apiError(result);
    const count = (error?.details as { usersCount?: number } | undefined)?.usersCount;
    if (error?.status === 409 && typeof count === 'number') setInUse(count);
    else setFailed(true);
  }

  return (
    <Dialog open title={inUse === null ? <Trans>Delete {name}?</Trans> : <Trans>{name} is still in use</Trans>} onClose={() => onClose()}>
      {inUse === null ? (
        <p>
          <Trans>New users will no longer be able to use e-mail addresses under {name}.</Trans>
        </p>
      ) : (
        <p>
          {plural(inUse, {
            one: `# user of your company still has an e-mail address under ${name}. Delete the domain anyway?`,
            other: `# users of your company still have an e-mail address under ${name}. Delete the domain anyway?`,
          })}
        </p>
      )}
      {failed ? <OperationFailed /> : null}
      <div css={buttonRow}>
        <Button type="button" onClick={confirm} disabled={removing.isLoading}>
          {inUse === null ? <Trans>Delete</Trans> : <Trans>Delete anyway</Trans>}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onClose()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
