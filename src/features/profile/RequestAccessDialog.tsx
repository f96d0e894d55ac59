// Asking a company's admins for access (issue 14 §2; spec §7 POST (B)
// v1/identity/users/{userId}/access-requests {tenant_id, products, requestor_note}): the products
// the tenant offers that the user does not have there yet, and a note for the admins.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { productName } from '../../../tenants/product-names.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert } from '../../components/ui.tsx';
import { errorStatus } from '../../api/baseApi.ts';
import { type SearchCompaniesForAccessApiResponse, useListProductsQuery, useRequestCompanyAccessMutation } from './api.ts';

export type CompanyRow = SearchCompaniesForAccessApiResponse['content'][number];
type ProductCode = NonNullable<ReturnType<typeof useListProductsQuery>['data']>['products'][number]['code'];

/** The longest note (the server's limit). */
const NOTE_MAX = 500;

export function RequestAccessDialog({
  userId,
  company,
  onClose,
}: {
  userId: string;
  company: CompanyRow;
  /** Closed; `sent` when the request was made. */
  onClose: (sent: boolean) => void;
}) {
  const { t } = useLingui();
  const products = useListProductsQuery();
  const [request, { isLoading, error }] = useRequestCompanyAccessMutation();
  const [chosen, setChosen] = useState<ProductCode[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ products?: string; note?: string }>({});
  const legendId = useId();
  const granted = new Set(company.granted);
  const choices = (products.data?.products ?? []).filter((p) => p.available && !granted.has(p.code));
  const companyName = company.companyName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(chosen.length ? {} : { products: t`Choose at least one product.` }),
      ...(note.trim() ? {} : { note: t`Tell the administrators why you need access.` }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await request({
      userId,
      body: { tenant_id: company.companyId, products: chosen, requestor_note: note.trim() },
    });
    if ('data' in result) onClose(true);
  };

  const status = error ? errorStatus(error) : undefined;
  return (
    <Dialog open title={<Trans>Request access to {companyName}</Trans>} onClose={() => onClose(false)}>
      <form noValidate onSubmit={submit}>
        <fieldset
          aria-describedby={errors.products ? `${legendId}-error` : undefined}
          css={css`
            border: none;
            padding: 0;
            margin: 0 0 1rem;
          `}
        >
          <legend
            id={legendId}
            css={css`
              font-weight: 600;
              padding: 0;
              margin-bottom: 0.25rem;
            `}
          >
            <Trans>Products</Trans>
          </legend>
          {products.isLoading ? (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          ) : choices.length ? (
            choices.map((product) => (
              <Checkbox
                key={product.code}
                name="products"
                value={product.code}
                label={productName(product.code)}
                checked={chosen.includes(product.code)}
                onChange={(on) => setChosen((c) => (on ? [...c, product.code] : c.filter((code) => code !== product.code)))}
              />
            ))
          ) : (
            <p>
              <Trans>You already have every product of this company.</Trans>
            </p>
          )}
          {errors.products ? (
            <p id={`${legendId}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, margin: 0 })}>
              {errors.products}
            </p>
          ) : null}
        </fieldset>
        <TextInput
          label={t`Note for the administrators`}
          hint={t`Say who you are and why you need this company's data.`}
          multiline
          rows={4}
          maxLength={NOTE_MAX}
          required
          name="requestor_note"
          value={note}
          onChange={setNote}
          error={errors.note}
        />
        {status === 409 ? (
          <Alert tone="error">
            <Trans>
              You already asked this company for access, or already have these products. Close this window to see the list as it is now.
            </Trans>
          </Alert>
        ) : status === 404 ? (
          <Alert tone="error">
            <Trans>This company can no longer be found.</Trans>
          </Alert>
        ) : null}
        <DialogButtons
          confirm={<Trans>Send request</Trans>}
          busy={isLoading || !choices.length}
          failed={!!error && status !== 409 && status !== 404}
          onCancel={() => onClose(false)}
        />
      </form>
    </Dialog>
  );
}
