/**
 * Staff tools in the browser (issue 14): impersonation on the record, a link
 * editor renaming a menu item in Hebrew, website feedback read by admins,
 * suspension, and the admin pages in both themes and in Hebrew.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('an admin acts as the translator, is told so on every page, stops, and the audit log has both identities', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Impersonate User' }).click();
  const popup = page.getByRole('dialog', { name: 'Impersonate a user' });
  await expect(popup).toBeVisible();
  // Not closed by a click outside it (spec §2.9).
  await page.mouse.click(5, 5);
  await expect(popup).toBeVisible();
  await popup.getByLabel('Enter entity id:').fill('-3');
  await popup.getByRole('button', { name: 'Impersonate' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Please enter a valid entity ID (positive number)');
  await popup.getByLabel('Select user:').selectOption({ label: 'Sofia Almeida (Translator, #6)' });
  await popup.getByRole('button', { name: 'Impersonate' }).click();

  await expect(page.getByRole('status').getByText('Viewing as Sofia Almeida')).toBeVisible();
  // Acting as her: a change to her profile.
  await page.goto('/profile/6');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('button', { name: 'Edit introduction' }).click();
  const about = page.getByRole('dialog', { name: 'Introduction' });
  const headline = about.getByLabel('Headline');
  const original = await headline.inputValue();
  await headline.fill(`${original} `);
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction saved.')).toBeVisible();
  // The profile menu says whose account this is, with the way back.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Viewing as Sofia Almeida' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('status').getByRole('button', { name: 'Stop Pseudo' }).click();
  await expect(page.getByText('Viewing as Sofia Almeida')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admin Peek Into System!' })).toBeVisible();

  await page.goto('/admin/audit-log?action=profile.update');
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('Dana Whitfield');
  await expect(row).toContainText('Sofia Almeida');
  await page.goto('/admin/audit-log?action=impersonation.');
  await expect(page.getByRole('row').nth(1)).toContainText('impersonation.stop');
  await expect(page.getByRole('row').nth(2)).toContainText('impersonation.start');
});

test('an admin makes a member a link editor; in Hebrew they rename a menu item, and another browser shows the new name', async ({
  page,
  browser,
  baseURL,
}) => {
  const editor = await signUpFresh(page, 'translator', 'Lior Editor');
  const adminPage = await pageOfItsOwn(browser);
  await signInAs(adminPage, 'admin');
  await adminPage.goto(`/admin/members/${editor.entityId}`);
  await adminPage.getByRole('checkbox', { name: /Link editor/ }).check();
  await adminPage.getByRole('button', { name: 'Save roles' }).click();
  await expect(adminPage.getByText('Roles saved.')).toBeVisible();

  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'תפריט ראשי' })
    .getByRole('button', { name: /מציאת אנשי מקצוע/ })
    .click();
  await page.getByRole('button', { name: 'עריכת חונכים' }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת פריט ניווט' });
  const save = dialog.getByRole('button', { name: 'שמירה' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('שם').fill('  ');
  await expect(save).toBeDisabled();
  // The name's message says why (spec §5, §8: 'Please provide a valid name').
  await expect(dialog.getByRole('alert')).toHaveText('נא לציין שם תקין');
  await dialog.getByLabel('שם').fill('חונכים וחונכות');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // Closing with unsaved changes asks first (spec §2.10).
  await dialog.getByRole('button', { name: 'ביטול' }).click();
  await expect(page.getByRole('alertdialog', { name: 'לבטל שינויים שלא נשמרו?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ביטול', exact: true }).click();
  await save.click();
  // Floating mode asks before saving.
  await page.getByRole('alertdialog').getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('חונכים וחונכות עודכן בהצלחה')).toBeVisible();

  const visitor = await pageOfItsOwn(browser);
  await visitor.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await visitor.goto('/');
  await visitor
    .getByRole('navigation', { name: 'תפריט ראשי' })
    .getByRole('button', { name: /מציאת אנשי מקצוע/ })
    .click();
  await expect(visitor.getByRole('link', { name: 'חונכים וחונכות' })).toBeVisible();
  // Other languages keep their own name.
  await visitor.context().addCookies([{ name: 'site_lang', value: 'eng', url: baseURL! }]);
  await visitor.goto('/');
  await visitor
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Find talent/ })
    .click();
  await expect(visitor.getByRole('link', { name: 'Mentors', exact: true })).toBeVisible();

  // Put the Hebrew name back for the other tests, as the same editor would.
  await page
    .getByRole('navigation', { name: 'תפריט ראשי' })
    .getByRole('button', { name: /מציאת אנשי מקצוע/ })
    .click();
  await page.getByRole('button', { name: 'עריכת חונכים וחונכות' }).click();
  await dialog.getByLabel('שם').fill('חונכים');
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText('חונכים עודכן בהצלחה')).toBeVisible();
});

test('the navigation editor’s X and Escape ask before they throw a change away, as Cancel does, and close at once with none (spec §2.10)', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Edit Navigation Item' });
  const name = dialog.getByLabel('Name');
  const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  // An item no other test renames (the Hebrew test above and navigation.spec.ts rename Mentors for a while).
  // Escape goes where the focus is, as a person's does: into the name once the dialog has taken the focus.
  const openEditor = async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /Find talent/ })
      .click();
    await page.getByRole('button', { name: 'Edit Business directory' }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await name.focus();
    await expect(name).toHaveValue('Business directory');
  };

  // Nothing changed: Escape and the X close without a question.
  await openEditor();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openEditor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);

  await openEditor();
  await name.fill('Company directory');
  // Escape asks; going on editing keeps the change.
  await page.keyboard.press('Escape');
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Company directory');
  // The question's own Escape closes the question only.
  await page.keyboard.press('Escape');
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Company directory');
  // The X asks too; Discard closes the editor and the change is gone.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await openEditor();
  await expect(name).toHaveValue('Business directory');
});

test('a visitor sends website feedback from the footer, and an admin finds it and marks it handled', async ({
  page,
  browser,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  const modal = page.getByRole('dialog', { name: 'We’d love to hear your thoughts!' });
  await modal.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(modal.getByText('This field is required.')).toBeVisible();
  await modal.getByRole('radio', { name: '4 of 5 stars' }).check();
  await expect(modal.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  const suggestion = `A glossary exchange between members would be wonderful (${Date.now()}).`;
  await modal.getByLabel('Do you have any ideas, suggestions, or questions?').fill(suggestion);
  await expect(modal.getByText(`${suggestion.length}/2000`)).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await modal.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('Feedback saved successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/website-feedback?state=open&rating=4');
  const item = admin.getByRole('listitem').filter({ hasText: suggestion });
  await expect(item).toContainText('/about');
  await expect(item).toContainText('A visitor (signed out)');
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked handled.')).toBeVisible();
  await admin.goto('/admin/website-feedback?state=handled');
  await expect(admin.getByRole('listitem').filter({ hasText: suggestion })).toContainText('Handled by Dana Whitfield');
});

test('an admin suspends a member: they are signed out, told why at sign-in, and their profile is gone', async ({
  page,
  browser,
}) => {
  const member = await signUpFresh(page, 'translator', 'Sid Suspended');
  await page.goto('/account');
  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto(`/admin/members?q=${member.entityId}`);
  await admin.getByRole('link', { name: 'Sid Suspended' }).click();
  await admin.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('Say why the member is suspended.')).toBeVisible();
  await admin.getByLabel('Reason for the suspension').fill('Copied another member’s portfolio.');
  await admin.getByRole('button', { name: 'Suspend' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('Member suspended.')).toBeVisible();
  await expect(admin.getByText('Copied another member’s portfolio.')).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/session\/signin/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('e2e-password-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/This account is suspended.*Copied another member’s portfolio\./)).toBeVisible();
  const gone = await page.goto(`/profile/${member.entityId}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This member is no longer here' })).toBeVisible();
});

test('an admin peeks at the server from the header', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await page.getByRole('button', { name: 'Admin Peek Into System!' }).click();
  await expect(page.getByRole('dialog').getByText('Server name')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Container')).toBeVisible();
});

for (const [locale, theme] of [
  ['eng', 'light'],
  ['heb', 'dark'],
] as const) {
  test(`the admin pages pass axe (${locale}, ${theme})`, async ({ page, baseURL }) => {
    // Every admin page checked by axe: slow by nature (over a third of the default timeout on CI's two workers).
    test.slow();
    await page.context().addCookies([
      { name: 'site_lang', value: locale, url: baseURL! },
      { name: 'theme', value: theme, url: baseURL! },
    ]);
    await signInAs(page, 'admin');
    for (const path of [
      '/admin',
      '/admin/members',
      '/admin/members/6',
      '/admin/navigation',
      '/admin/website-feedback',
      '/admin/page-visits',
      '/admin/audit-log',
      '/admin/server-info',
      '/admin/outbox',
    ]) {
      await page.goto(path);
      expect((await axeOn(page).analyze()).violations, path).toEqual([]);
    }
  });
}

test('the admin area fits a phone: its menu scrolls sideways by itself, the page does not', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin', '/admin/members']) {
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: 'Admin area' }).getByRole('list');
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    expect(await menu.evaluate((list) => list.scrollWidth > list.clientWidth), path).toBe(true);
    // The last tool is reached by scrolling the menu, and then lies within the screen.
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x, path).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, path).toBeLessThanOrEqual(390);
  }
});

test('a member who is not an admin finds no admin area', async ({ page }) => {
  await signInAs(page, 'translator');
  expect((await page.goto('/admin/members'))?.status()).toBe(404);
  await page.context().clearCookies();
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/session\/signin\?callback_url=%2Fadmin%2Faudit-log/);
});

test('a member’s page views are logged after the page loads, and the time spent when they leave', async ({ page }) => {
  await signUpFresh(page, 'translator', 'Vera Visitor');
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/next/api/page-visits') && r.request().method() === 'POST' && r.status() === 200,
  );
  await page.goto('/membership');
  const { sessionId } = await (await started).json();
  expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
  // Leaving the page (here: to another one in the app) sends the time spent, by beacon; the server takes it.
  const ended = page.waitForResponse(
    (r) => r.url().endsWith('/next/api/page-visits') && r.request().resourceType() === 'ping',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Wordhive' }).click();
  const beacon = await ended;
  expect(beacon.status()).toBe(200);
  expect(await beacon.json()).toEqual({ success: true });
});
