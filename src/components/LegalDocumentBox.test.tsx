// A legal document to accept says which version it is by the day it took effect, in the reader's
// language, never by its version id (issue 28 §5: no codes on screen).
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from './kit/test-utils.tsx';
import { LegalDocumentBox } from './LegalDocumentBox.tsx';

const addendum = {
  document: 'DATA_SHARING_ADDENDUM' as const,
  variant: 'STANDARD' as const,
  version: 'WMT-US-DSA-STANDARD-2026-10-01',
  effectiveDate: '2026-10-01',
  locale: 'en-US' as const,
  title: 'Data Sharing Addendum',
  sections: [{ heading: '1. Purpose', paragraphs: ['What this addendum covers.'] }],
};

test('the title, the text and the effective date; not the version id', async () => {
  const { container } = await renderWithProviders(<LegalDocumentBox id="addendum" text={addendum} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Data Sharing Addendum' })).toBeTruthy();
  expect(screen.getByText('Effective date: Oct 1, 2026')).toBeTruthy();
  expect(container.textContent).not.toContain('WMT-US-DSA');
});

test('in Spanish, the date as Mexico writes it', async () => {
  await renderWithProviders(<LegalDocumentBox id="addendum" text={{ ...addendum, title: 'Anexo de intercambio de datos' }} />, {
    locale: 'es-MX',
  });
  const day = new Intl.DateTimeFormat('es-MX', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date('2026-10-01T00:00:00Z'),
  );
  expect(screen.getByText(`Fecha de entrada en vigor: ${day}`)).toBeTruthy();
});
