/**
 * Teams (issue 21, next phase): a language company invites a member by email,
 * the member joins through the mailed link and can leave; the company sees it.
 */

import { axeOn } from './axe.ts';
import { expect, mailedLink, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('a language company invites a member by email; they join from the mail, and leave', async ({ page, browser }) => {
  const member = await signUpFresh(page, 'subtitler', 'Aiko Teamwork');
  const company = await pageOfItsOwn(browser);
  await signInAs(company, 'company');
  await company.goto('/');
  // A next-phase tester finds the page in the menu.
  await company.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /^Work/ }).click();
  await company.getByRole('link', { name: 'Team workspaces' }).click();
  await expect(company).toHaveURL('/teams');
  const team = company.getByRole('region', { name: 'LinguaBridge partner linguists' });
  await expect(team.getByRole('list', { name: 'Team members' })).toContainText('Sofia Almeida');
  expect((await axeOn(company).analyze()).violations).toEqual([]);

  await team.getByLabel('Email address').fill('not an address');
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByText('Enter a valid email address')).toBeVisible();
  await team.getByLabel('Email address').fill(member.email);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(company.getByText(`Invitation sent to ${member.email}.`)).toBeVisible();
  await expect(team).toContainText(member.email);

  await page.goto(await mailedLink(member.email, 'team-invitation'));
  await expect(
    page.getByText('LinguaBridge Translations invites you to their team “LinguaBridge partner linguists”.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join LinguaBridge partner linguists' }).click();
  await expect(page).toHaveURL('/teams');
  const joined = page.getByRole('article', { name: 'LinguaBridge partner linguists' });
  await expect(joined).toContainText('Aiko Teamwork');

  await company.reload();
  await expect(team.getByRole('list', { name: 'Team members' })).toContainText('Aiko Teamwork');
  await expect(team).not.toContainText(member.email);

  await joined.getByRole('button', { name: 'Leave' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave LinguaBridge partner linguists?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByText('You are in no team yet.')).toBeVisible();
  await company.reload();
  await expect(team.getByRole('list', { name: 'Team members' })).not.toContainText('Aiko Teamwork');

  // The link was for one use.
  await page.goto(await mailedLink(member.email, 'team-invitation'));
  await expect(page.getByRole('alert')).toHaveText('This invitation has already been used.');
});

test('a member sees the teams page in Hebrew, right to left, without a way to start a team', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await signInAs(page, 'interpreter');
  await page.goto('/teams');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'צוותים' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'LinguaBridge partner linguists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'הקמת צוות' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
