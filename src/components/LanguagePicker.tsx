import { css } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../tenants/schema.ts';
import { changeLocale } from '../lib/locale.ts';

/** The tenant's language choices (tenant file `locales.picker`). */
export function LanguagePicker() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div
      css={css`
        margin-bottom: 1.5rem;
      `}
    >
      <label
        htmlFor={id}
        css={css`
          margin-right: 0.5rem;
        `}
      >
        <Trans>Language</Trans>
      </label>
      <select id={id} value={i18n.locale} onChange={(e) => void changeLocale(e.target.value as Locale)}>
        {__TENANT__.locales.picker.map((choice) => (
          <option key={choice.locale} value={choice.locale} lang={choice.locale}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
