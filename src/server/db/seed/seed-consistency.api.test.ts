/**
 * Demo data that contradicts itself is a defect (issue 57 item 14): a demo member's profile and the
 * legal details on her invoices name the same company, street, postal code and country.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function both(email: string, entityId: number) {
  const cookie = await t.signIn(email);
  const profile = (await t.request({ url: `/next/api/profile/${entityId}`, cookie })).json();
  const settings = (await t.request({ url: `/next/api/wordhivepay/settings?payeeEid=${entityId}`, cookie })).json();
  return { profile: JSON.stringify(profile), settings: settings.settings ?? settings };
}

describe('the demo members say the same thing everywhere', () => {
  it('Priya’s invoices name the company and the address of her profile', async () => {
    const { profile, settings } = await both('outsourcer@demo.wordhive.test', 9);
    expect(profile).toContain('Nimbus Health');
    expect(settings.invoiceName).toMatch(/^Nimbus Health\b/);
    for (const part of ['12 Station Road', 'M1 4BT', 'Manchester']) {
      expect(profile).toContain(part);
      expect(settings.invoiceAddress).toContain(part);
    }
    expect(settings.country).toBe('GB');
  });

  it('Sofia’s invoices give the Lisbon street and postal code of her profile', async () => {
    const { profile, settings } = await both('translator@demo.wordhive.test', 6);
    expect(profile).toContain('Lisbon');
    expect(profile).not.toContain('Porto');
    for (const part of ['Rua Garrett 74', '1200-204']) {
      expect(profile).toContain(part);
      expect(settings.invoiceAddress).toContain(part);
    }
    expect(settings.country).toBe('PT');
  });
});
