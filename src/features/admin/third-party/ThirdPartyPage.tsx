// Third Party (/admin/thirdParty, spec §2 "Admin tables": partner, partner code, primary contact;
// §3 "Third-party partner association"; §7 "Partners"): the agencies working for the company and
// the products their users may use on its behalf. An admin finds an agency by its business code,
// chooses the products and associates it; changes the products; removes the partner.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ApiError } from '../../../api/baseApi.ts';
import type {
  GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse,
  GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiResponse,
} from '../../../api/gen/partners.gen.ts';
import { useGetPlatformV1ProductsQuery } from '../../../api/gen/products.gen.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { DataTable, type DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { FieldError, visuallyHidden } from '../../../components/kit/field.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useSession.ts';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import {
  useDeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
  useGetCoreAppApiCompaniesByCompanyIdPartnerAssociationsQuery,
  useLazyValidatePartnerQuery,
  usePostCoreAppApiCompaniesByCompanyIdPartnerAssociationsMutation,
  usePutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
} from './api.ts';
import { productName } from '../../../../tenants/product-names.ts';
import { useListState } from '../useListState.ts';

type Association = GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse['content'][number];
type Partner = GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiResponse;
type SortBy = 'companyName' | 'businessCode' | 'adminEmail' | 'uiCreatedOnDate';
const MIN_SEARCH = 3;

const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const productNames = (codes: string[]) => codes.map(productName).join(', ');

export default function ThirdPartyPage() {
  const { t } = useLingui();
  const { user, companyId } = useCompanySession();
  const mayManage = hasPermission(user, 'MANAGE', 'COMPANY_PARTNER_ASSOCIATION');

  const list = useListState<SortBy>('companyName', { minSearch: MIN_SEARCH });
  const associations = useGetCoreAppApiCompaniesByCompanyIdPartnerAssociationsQuery({ companyId, ...list.args });

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Association | null>(null);
  const [removing, setRemoving] = useState<Association | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<Association>[]>(
    () => [
      { id: 'companyName', header: t`Partner`, value: (a) => a.partnerCompany.companyName, sortable: true },
      { id: 'businessCode', header: t`Partner code`, value: (a) => a.partnerCompany.businessCode, sortable: true },
      { id: 'adminEmail', header: t`Primary contact`, value: (a) => a.partnerCompany.adminEmail, truncateAt: 17, sortable: true },
      { id: 'products', header: t`Products`, value: (a) => productNames(a.products), truncateAt: 40 },
    ],
    [t],
  );

  return (
    <AdminPage
      title={t`Third Party`}
      actions={
        mayManage ? (
          <Button
            type="button"
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
          >
            <Trans>Add partner</Trans>
          </Button>
        ) : null
      }
    >
      {done ? <Alert tone="success">{done}</Alert> : null}
      <TextInput
        label={t`Search partners`}
        type="search"
        value={list.searchText}
        onChange={list.setSearchText}
        hint={t`Enter at least 3 characters.`}
      />
      {associations.isError ? (
        <Alert tone="error">
          <Trans>Something went wrong...</Trans>
        </Alert>
      ) : null}
      <DataTable
        caption={t`Third-party partners`}
        columns={columns}
        rows={associations.data?.content ?? []}
        getRowId={(a) => a.associationId}
        totalElements={associations.data?.totalElements ?? 0}
        {...list.table}
        loading={associations.isFetching}
        error={associations.isError}
        selectable={false}
        rowActions={
          mayManage
            ? (association) => (
                <div css={{ display: 'flex', gap: '0.5rem', whiteSpace: 'nowrap' }}>
                  <Button
                    type="button"
                    onClick={() => {
                      setDone(null);
                      setEditing(association);
                    }}
                  >
                    <Trans>Edit products</Trans>
                    <span css={visuallyHidden}> {association.partnerCompany.companyName}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      setDone(null);
                      setRemoving(association);
                    }}
                  >
                    <Trans>Remove</Trans>
                    <span css={visuallyHidden}> {association.partnerCompany.companyName}</span>
                  </Button>
                </div>
              )
            : undefined
        }
      />
      {adding ? (
        <AddPartnerDialog
          companyId={companyId}
          onClose={(added) => {
            setAdding(false);
            if (added) setDone(t`${added} is now your partner.`);
          }}
        />
      ) : null}
      {editing ? (
        <EditProductsDialog
          companyId={companyId}
          association={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setDone(t`The products of ${saved} were updated.`);
          }}
        />
      ) : null}
      {removing ? (
        <RemovePartnerDialog
          companyId={companyId}
          association={removing}
          onClose={(removed) => {
            setRemoving(null);
            if (removed) setDone(t`${removed} is no longer your partner.`);
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

/** The tenant's products as a group of checkboxes, with an error beneath. */
function ProductChoice({ selected, onChange, error }: { selected: string[]; onChange: (codes: string[]) => void; error?: string }) {
  const offered = useGetPlatformV1ProductsQuery();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={css`
        border: 1px solid #d0d0d0;
        border-radius: 6px;
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

function AddPartnerDialog({ companyId, onClose }: { companyId: string; onClose: (added?: string) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [partner, setPartner] = useState<Partner | null>(null);
  const [products, setProducts] = useState<string[]>([]);
  const [productsError, setProductsError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [validate, validation] = useLazyValidatePartnerQuery();
  const [associate, association] = usePostCoreAppApiCompaniesByCompanyIdPartnerAssociationsMutation();

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
    if (!products.length) {
      setProductsError(t`Choose at least one product.`);
      return;
    }
    const result = await associate({ companyId, body: { businessCode: partner.businessCode ?? code.trim(), products } });
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
          <ProductChoice
            selected={products}
            onChange={(codes) => {
              setProducts(codes);
              setProductsError(undefined);
            }}
            error={productsError}
          />
          {failed ? <OperationFailed /> : null}
          <div css={buttonRow}>
            <Button type="submit" disabled={association.isLoading}>
              <Trans>Associate</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => onClose()}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          {failed ? <OperationFailed /> : null}
          <div css={buttonRow}>
            <Button type="button" variant="secondary" onClick={() => onClose()}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function EditProductsDialog({
  companyId,
  association,
  onClose,
}: {
  companyId: string;
  association: Association;
  onClose: (saved?: string) => void;
}) {
  const { t } = useLingui();
  const [products, setProducts] = useState(association.products);
  const [productsError, setProductsError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [save, saving] = usePutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation();
  const name = association.partnerCompany.companyName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    if (!products.length) {
      setProductsError(t`Choose at least one product.`);
      return;
    }
    const result = await save({ companyId, associationId: association.associationId, body: { products } });
    if (result.data) return onClose(name);
    setFailed(true);
  }

  return (
    <Dialog open title={<Trans>Products of {name}</Trans>} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate>
        <ProductChoice
          selected={products}
          onChange={(codes) => {
            setProducts(codes);
            setProductsError(undefined);
          }}
          error={productsError}
        />
        {failed ? <OperationFailed /> : null}
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

function RemovePartnerDialog({
  companyId,
  association,
  onClose,
}: {
  companyId: string;
  association: Association;
  onClose: (removed?: string) => void;
}) {
  const [remove, removing] = useDeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation();
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
      {failed ? <OperationFailed /> : null}
      <div css={buttonRow}>
        <Button type="button" onClick={confirm} disabled={removing.isLoading}>
          <Trans>Remove</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={() => onClose()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
