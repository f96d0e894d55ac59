// The dialog (issue 28 §2): after a submit that leaves fields in error, focus is on the first of
// them; the buttons sit in the bar at the dialog's bottom.
import { screen, waitFor } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Dialog, DialogActions } from './Dialog.tsx';
import { TextInput } from './kit/TextInput.tsx';
import { renderWithProviders } from './kit/test-utils.tsx';
import { Button } from './ui.tsx';

function Form() {
  const [values, setValues] = useState({ first: 'Ada', last: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.last) next.last = 'Enter a last name.';
    if (!values.email) next.email = 'Enter an e-mail address.';
    setErrors(next);
  };
  const field = (name: 'first' | 'last' | 'email', label: string) => (
    <TextInput
      label={label}
      name={name}
      value={values[name]}
      onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
      error={errors[name]}
    />
  );
  return (
    <Dialog open title="Add user" onClose={() => {}}>
      <form onSubmit={submit} noValidate>
        {field('first', 'First name')}
        {field('last', 'Last name')}
        {field('email', 'Email')}
        <DialogActions>
          <Button type="submit">Send invitation</Button>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

describe('Dialog', () => {
  test('a failed submit puts focus on the first field in error, not on the button pressed', async () => {
    const { user } = await renderWithProviders(<Form />);
    const send = screen.getByRole('button', { name: 'Send invitation' });
    await user.click(send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last name')));
    expect(screen.getByText('Enter a last name.')).toBeTruthy();
  });

  test('the buttons are in one bar, the main action first', async () => {
    await renderWithProviders(<Form />);
    const bar = screen.getByRole('button', { name: 'Send invitation' }).parentElement!;
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Send invitation', 'Cancel']);
  });
});
