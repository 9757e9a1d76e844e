import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/** A new customer made through the API as an admin would; answers the admin's token for later checks. */
async function newCustomer(username: string, firstName: string, lastName: string): Promise<string> {
  const token = await adminToken();
  const created = await postJson(
    '/api/users',
    { firstName, lastName, username, email: `${username}@example.test`, role: 'customer' },
    token,
  );
  expect(created.status).toBe(201);
  return token;
}

/** What the server holds now, not what the screen shows. */
async function isActive(token: string, username: string): Promise<boolean | undefined> {
  const answer = await fetch(`${baseUrl()}/api/users?search=${encodeURIComponent(username)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const users = (await answer.json()) as { username: string; isActive: boolean }[];
  return users.find((user) => user.username === username)?.isActive;
}

async function openUserManagement(page: Page, search: string) {
  await signInAsAdmin(page);
  await page.goto(baseUrl() + '/user-management');
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  // The list pages 25 at a time; the search brings the new user onto the first page whatever else exists.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(search);
}

/** Issue 12: deactivation asks first, and the message names who changed. */
describe.skipIf(!hasChromium)('user management: deactivating and activating', () => {
  const browser = useBrowser();

  it('on a desk: Cancel changes nothing; Deactivate signs them off with a message naming them; Activate needs no question', async () => {
    const token = await newCustomer('wren.halvorsen', 'Wren', 'Halvorsen');
    const { page, problems } = await openPage(browser(), 'desktop');
    await openUserManagement(page, 'wren.halvorsen');

    // At 1280 px every column and action fits beside the navigation: nothing hides behind a sideways scroll.
    const region = page.getByRole('region', { name: 'Users table' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    // The table's headers sort, and say which one does.
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await table.getByRole('button', { name: 'Email', exact: true }).click();
    expect(await table.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();

    const deactivate = page.getByRole('button', { name: 'Deactivate Wren Halvorsen' }).filter({ visible: true });
    await deactivate.click();
    const question = page.getByRole('alertdialog', { name: 'Deactivate Wren Halvorsen (wren.halvorsen)?' });
    await question.getByText('They are signed out everywhere and cannot sign in until an admin activates the account again.').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await deactivate.waitFor();
    expect(await isActive(token, 'wren.halvorsen')).toBe(true);

    await deactivate.click();
    await question.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText('Wren Halvorsen (wren.halvorsen) is now inactive. User status has been changed successfully.').first().waitFor();
    await question.waitFor({ state: 'detached' });
    const activate = page.getByRole('button', { name: 'Activate Wren Halvorsen' }).filter({ visible: true });
    await activate.waitFor();
    expect(await isActive(token, 'wren.halvorsen')).toBe(false);

    await activate.click();
    await page.getByText('Wren Halvorsen (wren.halvorsen) is active again. User status has been changed successfully.').first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await isActive(token, 'wren.halvorsen')).toBe(true);
    expect(problems).toEqual([]);
    await closeContext(page);
  });

  it('on a phone: the card asks the same question with 44 px buttons, and the cards sort by a select', async () => {
    const token = await newCustomer('ines.okafor', 'Ines', 'Okafor');
    const { page, problems } = await openPage(browser(), 'phone');
    await openUserManagement(page, 'ines.okafor');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('name:ascending');

    await page.getByRole('button', { name: 'Deactivate Ines Okafor' }).filter({ visible: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Deactivate Ines Okafor (ines.okafor)?' });
    const confirm = question.getByRole('button', { name: 'Deactivate', exact: true });
    // Measured once the dialog's zoom-in has finished (mid-animation it is scaled down).
    await question.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    for (const button of [confirm, question.getByRole('button', { name: 'Cancel' })])
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await confirm.click();
    await page.getByText('Ines Okafor (ines.okafor) is now inactive.').first().waitFor();
    expect(await isActive(token, 'ines.okafor')).toBe(false);
    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
