// A select of the agent console (its filters, the incident's new status): the kit's SelectField over
// typed options, with an optional hint under it that the select points at.
import type { ReactNode } from 'react';
import { SelectField } from '../../components/kit/SelectField.tsx';

export interface ConsoleOption<V extends string> {
  value: V;
  label: string;
}

export function ConsoleSelect<V extends string>({
  options,
  onChange,
  ...field
}: {
  label: ReactNode;
  value: V;
  options: ReadonlyArray<ConsoleOption<V>>;
  onChange: (value: V) => void;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <SelectField
      {...field}
      onChange={(value) => {
        const chosen = options.find((option) => option.value === value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
