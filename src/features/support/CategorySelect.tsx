// One level of the incident form's category tree (TicketCreationPage.tsx).
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/kit/SelectField.tsx';

/** A category of any level (the deepest has no children). */
export interface CategoryOption {
  id: number;
  value: string;
  aboutData: boolean;
  children?: readonly CategoryOption[];
}

/** One level of the category tree as the kit's select ('Select an option' = nothing chosen). */
export function CategorySelect({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly CategoryOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      error={error}
      required
      options={[{ value: '', label: t`Select an option` }, ...options.map((option) => ({ value: String(option.id), label: option.value }))]}
    />
  );
}
