// The dialogs of the Third Party page (spec §3 "Third-party partner association", §7 "Partners"):
// find an agency by its business code, choose the products and associate it; change the products;
// remove the partner.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { ApiError } from '../../../api/baseApi.ts';
import {
  type ListPartnersApiResponse,
  useAddPartnerMutation,
  useDeletePartnerMutation,
  useLazyValidatePartnerQuery,
  useListProductsQuery,
  useUpdatePartnerMutation,
  type ValidatePartnerApiResponse,
} from './api.ts';
import { DialogButtons } from '../../../components/admin/DialogButtons.tsx';
import type { AddDialogProps, RowDialogProps } from '../../../components/admin/ManagedListPage.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { FieldError } from '../../../components/kit/field.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Button } from '../../../components/ui.tsx';
import { productName } from '../../../../tenants/product-names.ts';

export type Association = ListPartnersApiResponse['content'][number];
type Partner = ValidatePartnerApiResponse;

/** The tenant's products as a group of checkboxes, with an error beneath. */
function ProductChoice({ selected, onChange, error }: { selected: string[]; onChange: (codes: string[]) => void; error?: string }) {
  const offered = useListProductsQuery();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={(theme) => css`
        border: 1px solid ${theme.colors.divider};
        border-radius: ${theme.radius.md};
        margin: 0 0 1rem;
        padding: 0.75rem 1rem 0;
      `}
    >
      <legend>
        <Trans>Products the partner's users may use</Trans>
      </legend>
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
          column-gap: 1rem;
        `}
      >
        {(offered.data?.products ?? []).map((p) => (
          <Checkbox
            key={p.code}
            label={productName(p.code)}
            checked={selected.includes(p.code)}
            onChange={(checked) => onChange(checked ? [...selected, p.code] : selected.filter((c) => c !== p.code))}
          />
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

export /** The product checkboxes of a dialog, and their check before sending: at least one product. */
function useProductChoice(initial: string[]) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(initial);
  const [error, setError] = useState<string>();
  const field = (
    <ProductChoice
      selected={selected}
      onChange={(codes) => {
        setSelected(codes);
        setError(undefined);
      }}
      error={error}
    />
  );
  /** False, with the error shown under the checkboxes, when no product is chosen. */
  const check = () => {
    if (selected.length) return true;
    setError(t`Choose at least one product.`);
    return false;
  };
  return { selected, field, check };
}

export function AddPartnerDialog({ companyId, onClose }: AddDialogProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [partner, setPartner] = useState<Partner | null>(null);
  const products = useProductChoice([]);
  const [failed, setFailed] = useState(false);
  const [validate, validation] = useLazyValidatePartnerQuery();
  const [associate, association] = useAddPartnerMutation();

  async function find(event: FormEvent) {
    event.preventDefault();
    setCodeError(undefined);
    setFailed(false);
    setPartner(null);
    if (!code.trim()) {
      setCodeError(t`Enter the partner's business code.`);
      return;
    }
    const result = await validate({ companyId, businessCode: code.trim() });
    if (result.data) return setPartner(result.data);
    const status = (result.error as ApiError | undefined)?.status;
    if (status === 404) setCodeError(t`No company has this business code.`);
    else if (status === 400)
      setCodeError(t`This company cannot be your third-party partner: it is not an agency of a kind you can work with.`);
    else if (status === 409) setCodeError(t`This company is already your partner.`);
    else setFailed(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    if (!partner) return;
    if (!products.check()) return;
    const result = await associate({ companyId, body: { businessCode: partner.businessCode ?? code.trim(), products: products.selected } });
    if (result.data) return onClose(partner.companyName);
    setFailed(true);
  }

  return (
    <Dialog open title={<Trans>Add partner</Trans>} onClose={() => onClose()}>
      <form onSubmit={find} noValidate>
        <TextInput
          label={t`Business code`}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
            setPartner(null);
          }}
          error={codeError}
          required
          autoComplete="off"
        />
        <Button type="submit" disabled={validation.isFetching}>
          <Trans>Find</Trans>
        </Button>
      </form>
      {partner ? (
        <form onSubmit={submit} noValidate>
          <dl
            aria-label={t`Partner found`}
            css={css`
              display: grid;
              grid-template-columns: max-content 1fr;
              gap: 0.25rem 1rem;
              margin: 1rem 0;
              dd {
                margin: 0;
                overflow-wrap: anywhere;
              }
            `}
          >
            <dt>
              <Trans>Partner</Trans>
            </dt>
            <dd>{partner.companyName}</dd>
            <dt>
              <Trans>Partner code</Trans>
            </dt>
            <dd>{partner.businessCode}</dd>
            <dt>
              <Trans>Primary contact</Trans>
            </dt>
            <dd>{partner.adminEmail}</dd>
          </dl>
          {products.field}
          <DialogButtons confirm={<Trans>Associate</Trans>} busy={association.isLoading} failed={failed} onCancel={() => onClose()} />
        </form>
      ) : (
        <DialogButtons failed={failed} onCancel={() => onClose()} />
      )}
    </Dialog>
  );
}

export function EditProductsDialog({ companyId, row: association, onClose }: RowDialogProps<Association>) {
  const products = useProductChoice(association.products);
  const [failed, setFailed] = useState(false);
  const [save, saving] = useUpdatePartnerMutation();
  const name = association.partnerCompany.companyName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    if (!products.check()) return;
    const result = await save({ companyId, associationId: association.associationId, body: { products: products.selected } });
    if (result.data) return onClose(name);
    setFailed(true);
  }

  return (
    <Dialog open title={<Trans>Products of {name}</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate>
        {products.field}
        <DialogButtons confirm={<Trans>Save</Trans>} busy={saving.isLoading} failed={failed} onCancel={() => onClose()} />
      </form>
    </Dialog>
  );
}

export function RemovePartnerDialog({ companyId, row: association, onClose }: RowDialogProps<Association>) {
  const [remove, removing] = useDeletePartnerMutation();
  const [failed, setFailed] = useState(false);
  const name = association.partnerCompany.companyName;

  async function confirm() {
    setFailed(false);
    const result = await remove({ companyId, associationId: association.associationId });
    if (result.data) return onClose(name);
    setFailed(true);
  }

  return (
    <Dialog open title={<Trans>Remove {name}?</Trans>} onClose={() => onClose()}>
      <p>
        <Trans>Users of {name} will no longer be able to use your company's products on your behalf.</Trans>
      </p>
      <DialogButtons
        confirm={<Trans>Remove</Trans>}
        onConfirm={confirm}
        busy={removing.isLoading}
        failed={failed}
        onCancel={() => onClose()}
      />
    </Dialog>
  );
}
