/**
 * axe as every browser test runs it: inside the page (axe-core's "legacy mode", `axe.run`).
 * By default @axe-core/playwright runs each frame's checks, then opens a new blank page to combine
 * them: a renderer process for every check, which doubled its time on CI's two cores (a profile
 * page: 4.5 s against 2.3 s, the same rules and the same result). The blank page exists for
 * cross-origin frames, and our pages render none.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Waits until every toast on show has faded in: axe measures a half-faded text as too pale. */
export async function toastsSettled(page: Page): Promise<void> {
  for (const toast of await page.locator('[data-sonner-toast][data-removed="false"]').all()) {
    await expect(toast).toHaveCSS('opacity', '1');
  }
}
