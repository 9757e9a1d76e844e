import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser } from './browser.ts';
import { signInAsAdmin } from './as-admin.ts';

/**
 * Issue 17 end to end: the admin backs the database up from the dashboard's System status (the toast
 * names the file, the Last Backup line says "just now"), then downloads the customers file of the data
 * export from Settings, which holds the demo customer.
 */
describe.skipIf(!hasChromium)('backups and the data export', () => {
  const browser = useBrowser();

  it('backs up from the dashboard and exports customers as CSV from Settings', async () => {
    const { page, problems } = await openPage(browser());
    await signInAsAdmin(page);

    const status = page.getByRole('region', { name: 'System status' });
    await status.getByText('Last Backup').waitFor();
    await status.getByRole('button', { name: 'Back up now' }).click();
    // The toast (Radix renders each as an item of the toaster's list).
    const toast = page.locator('li').filter({ hasText: 'Backup made' });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/twinpines-\S+\.tar\.gz \(\d+(\.\d)? (KB|MB)\)/);
    const line = status.locator('div', { has: page.getByText('Last Backup', { exact: true }) }).last();
    await expect.poll(() => line.textContent()).toMatch(/just now \(\d+(\.\d)? (KB|MB)\)/);

    await page.goto(baseUrl() + '/admin/settings');
    const exportCard = page.getByRole('region', { name: 'Data export' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportCard.getByRole('button', { name: 'Download customers.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'Customer ID,Company,First name,Last name,E-mail,Phone,Billing e-mail,Billing address,Sites,Active,Customer since,Last sign-in (Central),From lead',
    );
    expect(rows.some((row) => row.includes('North Loop Offices LLC') && row.includes('demo.customer@northloop-offices.example'))).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
