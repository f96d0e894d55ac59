// The support center end to end (issue 12 §6): a supplier user on the Mexico tenant files an
// incident in Spanish with an attachment; the tenant's support agent replies, adds an internal note
// and changes the status in the console; the user sees the reply (never the note) and the e-mail is
// in the mailbox. A basic vendor is offered only the supplier account type; the form can be filled
// and sent with the keyboard alone; every page passes axe.
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const es = (english: string) => translate('es-MX', english);

/** Chooses the first option of every category level the form shows, top down (each level appears once the one above is chosen). */
async function chooseCategories(page: Page) {
  for (const name of ['Support type', 'Issue', 'Issue type', 'Sub issue type']) {
    const select = page.getByRole('combobox', { name: es(name), exact: true });
    if (!(await select.isVisible())) break;
    await select.click();
    // The first option after 'Select an option'.
    await page.getByRole('listbox').getByRole('option').nth(1).click();
  }
}

test('WMT-MX es-MX: a supplier files an incident with an attachment, the agent answers, the supplier reads the answer', async ({
  page,
  browser,
}) => {
  test.slow();
  const host = tenantHost('mx');
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'es-MX'));
  await signIn(page, 'mx', 'supplier-user', '/support/ticketCreation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('Create an incident'));

  // Sent empty: the required fields say so beside themselves.
  await page.getByRole('button', { name: es('Submit') }).click();
  await expect(page.getByText(es('incident.error.accountType.required'))).toBeVisible();
  await expect(page.getByText(es('incident.error.situationDescription.required'))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: es('Supplier') }).check();
  await chooseCategories(page);
  const description = `La tienda 4417 no aparece en el reporte semanal ${Date.now()}`;
  await page.getByLabel(es('Situation description')).fill(description);
  await page.locator('input[type=file]').setInputFiles({
    name: 'reporte-semana-47.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('tienda,ventas\n4417,0\n4418,1520.50\n'),
  });
  await expect(page.getByText('reporte-semana-47.csv')).toBeVisible();
  await page.getByRole('button', { name: es('Submit') }).click();
  await expect(page.getByRole('heading', { name: es('Thank you, your request was submitted') })).toBeVisible();
  const reference = (await page.locator('strong', { hasText: /^INC-/ }).textContent())!;
  expect(reference).toMatch(/^INC-\d{6}-\d{6}$/);
  await expectAccessible(page);

  // My incidents lists it; its page shows the attachment and no thread yet.
  await page.goto(`${host}/support/trackTicket`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('My incidents'));
  const link = page.getByRole('link', { name: reference });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByRole('button', { name: 'reporte-semana-47.csv' })).toBeVisible();
  await expectAccessible(page);

  // The agent of the Mexico tenant answers in the console.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.addInitScript(() => localStorage.setItem('portal.locale', 'es-MX'));
  await signIn(agent, 'mx', 'support-agent', '/support/console');
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText(es('Support console'));
  await expectAccessible(agent);
  await agent.getByRole('link', { name: reference }).click();
  await expect(agent.getByRole('heading', { level: 1 })).toContainText(reference);
  await expectAccessible(agent);

  const message = agent.getByLabel(es('Message'));
  await agent.getByRole('radio', { name: es('Internal note (only support agents see it)') }).check();
  await message.fill('NOTA-INTERNA: el archivo de la tienda 4417 llegó tarde.');
  await agent.getByRole('button', { name: es('Add internal note') }).click();
  await expect(agent.locator('[data-comment=internal]')).toContainText('NOTA-INTERNA');

  await agent.getByRole('radio', { name: es('Reply to the requester (e-mailed to the primary contact)') }).check();
  await message.fill('Hola, ya recargamos la tienda 4417. ¿Puede revisar el reporte?');
  await agent.getByRole('button', { name: es('Send reply') }).click();
  await expect(agent.locator('[data-comment=support]')).toContainText('ya recargamos la tienda 4417');

  await chooseOption(agent.getByRole('combobox', { name: es('New status') }), es('incident.status.waiting_on_customer'));
  await agent.getByRole('button', { name: es('Update status') }).click();
  await expect(agent.getByText(es('Status updated.'))).toBeVisible();
  await expectAccessible(agent);
  await agentContext.close();

  // The supplier sees the reply and the new status, never the note.
  await page.reload();
  await expect(page.getByText('ya recargamos la tienda 4417')).toBeVisible();
  await expect(page.getByText(es('incident.status.waiting_on_customer')).first()).toBeVisible();
  await expect(page.getByText('NOTA-INTERNA')).toHaveCount(0);

  // And answers back; the incident goes back in progress.
  await page.getByLabel(es('Add a comment')).fill('Listo, ya aparece. ¡Gracias!');
  await page.getByRole('button', { name: es('Send comment') }).click();
  await expect(page.locator('[data-comment=requester]')).toContainText('Listo, ya aparece');
  await expect(page.getByText(es('incident.status.in_progress')).first()).toBeVisible();
  await expectAccessible(page);

  // The e-mails of the reply and of the status change, in Spanish, with the tenant's link.
  await page.goto(`${host}/dev/mailbox`);
  const replyMail = page.locator('article', { hasText: `Nueva respuesta en su incidente de soporte ${reference}` });
  await expect(replyMail).toContainText('ya recargamos la tienda 4417');
  await expect(replyMail).toContainText(`${host}/support/trackTicket/${reference}`);
  await expect(replyMail).not.toContainText('NOTA-INTERNA');
  await expect(page.locator('article', { hasText: `Su incidente de soporte ${reference} ahora está: En espera del cliente` })).toHaveCount(
    1,
  );
});

test('a basic vendor is offered only the supplier account type', async ({ page }) => {
  await signIn(page, 'us', 'basic-vendor-user', '/support/ticketCreation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an incident');
  const group = page.getByRole('group', { name: 'Account type' });
  await expect(group.getByRole('radio')).toHaveCount(1);
  await expect(group.getByRole('radio', { name: 'Supplier' })).toBeChecked();
  await expectAccessible(page);
});

test('the form is filled and sent with the keyboard alone', async ({ page }) => {
  await page.goto(`${tenantHost('us')}/support/ticketCreation`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an incident');
  /** Presses Tab until `target` has the focus (at most 40 times). */
  const tabTo = async (target: ReturnType<Page['locator']>) => {
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo(page.getByRole('radio', { name: 'Supplier' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Supplier' })).toBeChecked();
  for (const name of ['Support type', 'Issue', 'Issue type', 'Sub issue type']) {
    const select = page.getByRole('combobox', { name, exact: true });
    if (!(await select.isVisible())) break;
    await tabTo(select);
    // ArrowDown opens the list on the choice ('Select an option'), the next moves to the first category, Enter picks it.
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toBeFocused();
    await expect(select).not.toHaveText('Select an option');
  }
  const fields: Array<[string, string]> = [
    ['First name', 'Kim'],
    ['Last name', 'Keys'],
    ['Primary contact email', 'kim.keys@example.com'],
    ['Company name', 'Keyboard Foods'],
    ['Situation description', 'Filed without a mouse: the export button does nothing.'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you, your request was submitted' })).toBeVisible();
});
