// The tenant's language choices (tenant file `locales.picker`), each in its own language: the footer's
// for visitors who are signed out (signed-in users choose in their menu).
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '../../tenants/schema.ts';
import { changeLocale } from '../lib/locale.ts';
import { SelectField } from './kit/SelectField.tsx';

export function LanguagePicker() {
  const { i18n } = useLingui();
  return (
    <SelectField
      inline
      label={<Trans>Language</Trans>}
      value={i18n.locale as Locale}
      onChange={(locale) => void changeLocale(locale)}
      options={__TENANT__.locales.picker.map((choice) => ({ value: choice.locale, label: choice.label, lang: choice.locale }))}
    />
  );
}
