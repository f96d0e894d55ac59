// Add user (issue 4 §2): first and last name, e-mail, role (the company's personas) and the
// products the tenant offers. Submitting validates on the server (POST users/validate: authorised
// domain, not already a user…), shows each problem next to its field, then creates the user and
// sends the invitation (POST users).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { tenantLocale } from '../../../../tenants/preferences.ts';
import type { Locale } from '../../../../tenants/schema.ts';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Checkbox } from '../../../components/kit/Checkbox.tsx';
import { RadioGroup } from '../../../components/kit/RadioGroup.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { useToast } from '../../../components/kit/Toast.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { productName } from '../../../../tenants/product-names.ts';
import { useCreateUserMutation, useListPersonasQuery, useListProductsQuery, useValidateUsersMutation } from './api.ts';

export interface AddUserDialogProps {
  companyId: string;
  open: boolean;
  /** `created` is true when a user was created (the lists then refresh through cache tags). */
  onClose: (created: boolean) => void;
}

type Field = 'firstName' | 'lastName' | 'email' | 'role' | 'products';
type Problem = { field: Field; code: string; message: string; domain?: string };

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const EMPTY = { firstName: '', lastName: '', email: '', role: 'User', products: [] as string[] };

function AddUserForm({ companyId, onClose }: Omit<AddUserDialogProps, 'open'>) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const personas = useListPersonasQuery({ companyId });
  const products = useListProductsQuery();
  const [validate, validation] = useValidateUsersMutation();
  const [create, creation] = useCreateUserMutation();
  const [values, setValues] = useState(EMPTY);
  const [language, setLanguage] = useState<Locale>(tenantLocale(__TENANT__, i18n.locale));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const productsLegend = useId();
  const busy = validation.isLoading || creation.isLoading;
  const roles = personas.data?.length
    ? personas.data
    : [
        { code: 'User' as const, name: 'User' },
        { code: 'Admin' as const, name: 'Admin' },
      ];

  function message(problem: Problem): string {
    switch (problem.code) {
      case 'REQUIRED':
        return problem.field === 'firstName'
          ? t`Enter a first name.`
          : problem.field === 'lastName'
            ? t`Enter a last name.`
            : t`Enter an e-mail address.`;
      case 'INVALID_EMAIL':
        return t`Enter a valid email address.`;
      case 'DOMAIN_NOT_AUTHORISED': {
        const domain = problem.domain ?? '';
        return t`The domain ${domain} is not an authorized domain of your company. Use an address of an authorized domain, or add the domain under Authorized Domains first.`;
      }
      case 'CANNOT_ADD':
        return t`This address cannot be added to your company. If it is right, contact support.`;
      case 'ALREADY_A_USER':
      case 'DUPLICATE_IN_LIST':
        return t`A user with this e-mail already exists.`;
      case 'UNKNOWN_PRODUCT':
        return t`One of the chosen apps is not offered here.`;
      default:
        return problem.message;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const user = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    const local: Partial<Record<Field, string>> = {
      firstName: user.firstName ? undefined : t`Enter a first name.`,
      lastName: user.lastName ? undefined : t`Enter a last name.`,
      email: !user.email ? t`Enter an e-mail address.` : !looksLikeEmail(user.email) ? t`Enter a valid email address.` : undefined,
    };
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    const role = user.role as 'Admin' | 'User';
    const checked = await validate({
      companyId,
      body: {
        supplierId: companyId,
        userList: [{ firstName: user.firstName, lastName: user.lastName, email: user.email, role, products: user.products }],
      },
    });
    if (!('data' in checked) || !checked.data) {
      setFailure(t`Something went wrong. Please try again!`);
      return;
    }
    const problems = (checked.data.users[0]?.problems ?? []) as Problem[];
    if (problems.length) {
      const next: Partial<Record<Field, string>> = {};
      for (const problem of problems) next[problem.field] ??= message(problem);
      setErrors(next);
      return;
    }
    const created = await create({
      companyId,
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role,
        products: user.products,
        languageCode: language,
      },
    });
    if ('data' in created && created.data) {
      const email = created.data.email;
      toast.show({ tone: 'success', message: t`Invitation sent to ${email}.` });
      setValues(EMPTY);
      onClose(true);
      return;
    }
    const status = created.error && 'status' in created.error ? created.error.status : null;
    if (status === 409) setErrors({ email: t`A user with this e-mail already exists.` });
    else setFailure(t`Something went wrong. Please try again!`);
  }

  /** A text field's name, value, error and change handler (a change clears the field's error). */
  const textField = (field: 'firstName' | 'lastName' | 'email') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <p
        css={css`
          margin-top: 0;
        `}
      >
        <Trans>The new user receives an e-mail with a link to choose a password. The link works once and expires in 7 days.</Trans>
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextInput label={t`First name`} required maxLength={100} {...textField('firstName')} />
      <TextInput label={t`Last name`} required maxLength={100} {...textField('lastName')} />
      <TextInput
        label={t`Email`}
        type="email"
        required
        autoComplete="off"
        hint={t`It must belong to one of your company's authorized domains.`}
        {...textField('email')}
      />
      <RadioGroup
        legend={t`Role`}
        name="role"
        value={values.role}
        onChange={(role) => setValues((v) => ({ ...v, role }))}
        options={roles.map((p) => ({
          value: p.code,
          label: p.code === 'Admin' ? t({ message: 'Admin', context: 'role' }) : t({ message: 'User', context: 'role' }),
        }))}
        error={errors.role}
      />
      <fieldset
        aria-describedby={errors.products ? `${productsLegend}-error` : undefined}
        css={css`
          border: none;
          padding: 0;
          margin: 0 0 1rem;
        `}
      >
        <legend
          id={productsLegend}
          css={css`
            font-weight: 600;
            padding: 0;
            margin-bottom: 0.25rem;
          `}
        >
          <Trans>App access</Trans>
        </legend>
        {products.isLoading ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          (products.data?.products ?? []).map((product) => (
            <Checkbox
              key={product.code}
              name="products"
              value={product.code}
              label={productName(product.code)}
              checked={values.products.includes(product.code)}
              onChange={(on) =>
                setValues((v) => ({ ...v, products: on ? [...v.products, product.code] : v.products.filter((c) => c !== product.code) }))
              }
            />
          ))
        )}
        {errors.products ? (
          <p id={`${productsLegend}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, margin: 0 })}>
            {errors.products}
          </p>
        ) : null}
      </fieldset>
      {__TENANT__.locales.picker.length > 1 ? (
        <RadioGroup
          legend={t`Language of the invitation`}
          name="languageCode"
          value={language}
          onChange={(value) => setLanguage(value as Locale)}
          options={__TENANT__.locales.picker.map((p) => ({ value: p.locale, label: <span lang={p.locale}>{p.label}</span> }))}
        />
      ) : null}
      <DialogActions>
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send invitation</Trans>}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onClose(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

export default function AddUserDialog({ companyId, open, onClose }: AddUserDialogProps) {
  const { t } = useLingui();
  // The dialog renders its content only while open, so each opening starts with an empty form.
  return (
    <Dialog open={open} title={t`Add user`} onClose={() => onClose(false)}>
      <AddUserForm companyId={companyId} onClose={onClose} />
    </Dialog>
  );
}
