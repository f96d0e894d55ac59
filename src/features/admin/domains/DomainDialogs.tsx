// The dialogs of the Authorized Domains page (spec §3 "Authorised domain", §7 "Email domains"):
// add (checked by the server's validate first, the error shown at the field), change, and delete
// (a domain users still have an e-mail under asks a second time, naming how many).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../../api/baseApi.ts';
import { DialogButtons } from '../../../components/admin/DialogButtons.tsx';
import type { AddDialogProps, RowDialogProps } from '../../../components/admin/ManagedListPage.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert } from '../../../components/ui.tsx';
import {
  type ListEmailDomainsApiResponse,
  useAddEmailDomainMutation,
  useDeleteEmailDomainMutation,
  useUpdateEmailDomainMutation,
  useValidateEmailDomainMutation,
} from './api.ts';

export type Domain = ListEmailDomainsApiResponse['content'][number];

const apiError = (result: { error?: unknown }) => result.error as ApiError | undefined;

export function AddDomainDialog({ companyId, onClose }: AddDialogProps) {
  const { t } = useLingui();
  const [domainName, setDomainName] = useState('');
  const [allowSubDomains, setAllowSubDomains] = useState(false);
  const [is3pDomain, setIs3pDomain] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [validate, validation] = useValidateEmailDomainMutation();
  const [create, creation] = useAddEmailDomainMutation();

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
        <DialogButtons confirm={<Trans>Add</Trans>} busy={busy} failed={failed} onCancel={() => onClose()} />
      </form>
    </Dialog>
  );
}

export function EditDomainDialog({ companyId, row: domain, onClose }: RowDialogProps<Domain>) {
  const { t } = useLingui();
  const [allowSubDomains, setAllowSubDomains] = useState(domain.allowSubDomains);
  const [is3pDomain, setIs3pDomain] = useState(domain.is3pDomain);
  const [save, saving] = useUpdateEmailDomainMutation();
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
        <DialogButtons confirm={<Trans>Save</Trans>} busy={saving.isLoading} failed={problem === 'failed'} onCancel={() => onClose()} />
      </form>
    </Dialog>
  );
}

export function DeleteDomainDialog({ companyId, row: domain, onClose }: RowDialogProps<Domain>) {
  const [remove, removing] = useDeleteEmailDomainMutation();
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
      <DialogButtons
        confirm={inUse === null ? <Trans>Delete</Trans> : <Trans>Delete anyway</Trans>}
        onConfirm={confirm}
        busy={removing.isLoading}
        failed={failed}
        onCancel={() => onClose()}
      />
    </Dialog>
  );
}
