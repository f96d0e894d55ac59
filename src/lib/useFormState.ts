// The state of a form kept in React: its values, its errors by field, and the props that bind a kit
// text field to one of the values.
import { useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The keys of V whose values are strings: the ones a text field can edit. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function useFormState<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  /** The change handler of one value. */
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  /** Name, value, change handler and error of a text field (TextInput) bound to one value. */
  const textField = (key: TextKeys<V>) => ({
    name: key,
    value: values[key] as string,
    onChange: set(key) as (value: string) => void,
    error: errors[key],
  });

  return { values, setValues, errors, setErrors, set, textField };
}
