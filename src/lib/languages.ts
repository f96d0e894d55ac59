// A locale as readers name its language (issue 28 §5: never a code on screen): 'fr-CA' is
// 'French (Canada)' on an English page and 'Français (Canada)' on a French one, from the browser's
// Intl.DisplayNames, capitalised to stand alone as an option or a cell.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

export function useLanguageName(): (locale: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'language', languageDisplay: 'standard' });
    return (locale: string) => {
      const name = names.of(locale) ?? locale;
      return name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1);
    };
  }, [i18n.locale]);
}
