// The dialogs of the user-management row actions: edit access (products and role), edit
// profile, block (with a reason), unblock and delete. Each calls one endpoint; the lists refresh
// through the CompanyUsers tag, and the page shows a success toast when `onDone` is called.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ApiError } from '../../../api/baseApi.ts';
import { DialogButtons } from '../../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { labelStyle } from '../../../components/kit/field.tsx';
import { RadioGroup } from '../../../components/kit/RadioGroup.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert } from '../../../components/ui.tsx';
import { productName } from '../../../../tenants/product-names.ts';
import {
  useBlockUsersMutation,
  useDeleteUsersMutation,
  useListPersonasQuery,
  useListProductsQuery,
  useSetUserAccessMutation,
  useUnblockUsersMutation,
  useUpdateUserProfileMutation,
} from './api.ts';
import { useRoleLabel } from './labels.ts';

/** The user a dialog acts on. */
export interface DialogUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  products: string[];
  role: string;
}

interface DialogProps {
  companyId: string;
  user: DialogUser;
  onClose: () => void;
  /** Called after a successful change with the toast text. */
  onDone: (message: string) => void;
}

const REASON_MAX = 500;
const NAME_MAX = 100;

/** Spec §8 "Admin table" error, with a translated reason for the conflicts the server explains. */
export function OperationError({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!error) return null;
  const { status, message } = error as ApiError;
  let detail: string | null = null;
  if (status === 409 && /without an active admin/.test(message)) {
    detail = t`This would leave the company without an active admin. Make another user an admin first.`;
  } else if (status === 409 && /block yourself/.test(message)) {
    detail = t`You cannot block yourself.`;
  } else if (status === 409 && /delete yourself/.test(message)) {
    detail = t`You cannot delete yourself.`;
  } else if (status === 409 && /not active|not blocked/.test(message)) {
    detail = t`The user's status has changed. Refresh the list and try again.`;
  } else if (status === 404) {
    detail = t`This user is no longer in your company.`;
  }
  return (
    <Alert tone="error">
      <Trans>An error occurred while performing the operation</Trans>
      {detail ? (
        <>
          {': '}
          {detail}
        </>
      ) : null}
    </Alert>
  );
}

const fullName = (user: DialogUser) => `${user.firstName} ${user.lastName}`;

/** The state of a dialog's one call: the second item of a mutation hook's result. */
interface Call {
  isLoading: boolean;
  error?: unknown;
  reset: () => void;
}

/** The frame of each dialog: a form whose submit first clears the call's last failure, then that failure, Confirm and Cancel. */
function ActionDialog(props: {
  title: ReactNode;
  confirm: ReactNode;
  call: Call;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { title, confirm, call, onSubmit, onClose, children } = props;
  function submit(event: FormEvent) {
    event.preventDefault();
    call.reset();
    onSubmit();
  }
  return (
    <Dialog open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {children}
        <OperationError error={call.error} />
        <DialogButtons confirm={confirm} busy={call.isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function EditAccessDialog({ companyId, user, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const offered = useListProductsQuery();
  const personas = useListPersonasQuery({ companyId });
  const [products, setProducts] = useState<string[]>(user.products);
  const [role, setRole] = useState(user.role);
  const [setAccess, call] = useSetUserAccessMutation();
  // The products the country offers, plus any the user still has that it no longer offers.
  const codes = [...(offered.data?.products.map((p) => p.code) ?? [])];
  for (const code of user.products) if (!codes.includes(code as (typeof codes)[number])) codes.push(code as (typeof codes)[number]);
  const name = fullName(user);

  async function submit() {
    const result = await setAccess({
      companyId,
      body: { userId: user.userId, products: products as typeof codes, role: role as 'Admin' | 'User' },
    });
    if ('data' in result) onDone(t`Access of ${name} updated.`);
  }

  return (
    <ActionDialog
      title={<Trans>Edit access of {name}</Trans>}
      confirm={<Trans>Save</Trans>}
      call={call}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset
        css={css`
          margin: 0 0 1rem;
          padding: 0;
          border: none;
        `}
      >
        <legend css={[labelStyle, css({ marginBottom: '0.5rem', padding: 0 })]}>
          <Trans>Application access</Trans>
        </legend>
        {offered.isError ? (
          <Alert tone="error">
            <Trans>Something went wrong...</Trans>
          </Alert>
        ) : null}
        {codes.map((code) => (
          <Checkbox
            key={code}
            label={productName(code)}
            checked={products.includes(code)}
            onChange={(checked) => setProducts((list) => (checked ? [...list, code] : list.filter((c) => c !== code)))}
          />
        ))}
      </fieldset>
      <RadioGroup
        legend={<Trans>Role</Trans>}
        value={role}
        onChange={setRole}
        options={(personas.data ?? [{ code: user.role as 'Admin' | 'User', name: user.role }]).map((p) => ({
          value: p.code,
          label: roleLabel(p.code),
        }))}
      />
    </ActionDialog>
  );
}

export function EditProfileDialog({ companyId, user, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [updateProfile, call] = useUpdateUserProfileMutation();

  async function submit() {
    const first = firstName.trim();
    const last = lastName.trim();
    const found = { firstName: first ? undefined : t`Enter a first name.`, lastName: last ? undefined : t`Enter a last name.` };
    setErrors(found);
    if (found.firstName || found.lastName) return;
    const result = await updateProfile({ companyId, body: { userId: user.userId, firstName: first, lastName: last } });
    if ('data' in result) onDone(t`Profile of ${first} ${last} updated.`);
  }

  const nameInput = { maxLength: NAME_MAX, required: true, autoComplete: 'off' };
  return (
    <ActionDialog title={<Trans>Edit profile</Trans>} confirm={<Trans>Save</Trans>} call={call} onSubmit={submit} onClose={onClose}>
      <p>{user.email}</p>
      <TextInput label={t`First name`} value={firstName} onChange={setFirstName} error={errors.firstName} {...nameInput} />
      <TextInput label={t`Last name`} value={lastName} onChange={setLastName} error={errors.lastName} {...nameInput} />
    </ActionDialog>
  );
}

export function BlockDialog({ companyId, user, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [block, call] = useBlockUsersMutation();
  const name = fullName(user);

  async function submit() {
    const text = reason.trim();
    if (!text) {
      setReasonError(t`Enter the reason for blocking.`);
      return;
    }
    setReasonError(undefined);
    const result = await block({ companyId, body: { userId: user.userId, reason: text } });
    if ('data' in result) onDone(t`${name} is blocked.`);
  }

  return (
    <ActionDialog title={<Trans>Block {name}</Trans>} confirm={<Trans>Block</Trans>} call={call} onSubmit={submit} onClose={onClose}>
      <p>
        <Trans>A blocked user is signed out at once and cannot sign in until unblocked.</Trans>
      </p>
      <TextInput label={t`Reason`} multiline maxLength={REASON_MAX} value={reason} onChange={setReason} error={reasonError} required />
    </ActionDialog>
  );
}

export function UnblockDialog({ companyId, user, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [unblock, call] = useUnblockUsersMutation();
  const name = fullName(user);

  async function submit() {
    const text = reason.trim();
    const result = await unblock({ companyId, body: { userId: user.userId, ...(text ? { reason: text } : {}) } });
    if ('data' in result) onDone(t`${name} is unblocked.`);
  }

  return (
    <ActionDialog title={<Trans>Unblock {name}</Trans>} confirm={<Trans>Unblock</Trans>} call={call} onSubmit={submit} onClose={onClose}>
      <TextInput label={t`Reason (optional)`} multiline maxLength={REASON_MAX} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

export function DeleteDialog({ companyId, user, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const [remove, call] = useDeleteUsersMutation();
  const name = fullName(user);

  async function submit() {
    const result = await remove({ companyId, body: { userIds: [user.userId] } });
    if ('data' in result) onDone(t`${name} is deleted.`);
  }

  return (
    <ActionDialog title={<Trans>Delete {name}?</Trans>} confirm={<Trans>Delete</Trans>} call={call} onSubmit={submit} onClose={onClose}>
      <p>
        <Trans>The user and their access are removed. This cannot be undone.</Trans>
      </p>
    </ActionDialog>
  );
}
