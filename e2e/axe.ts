/**
 * axe as every browser test runs it: inside the page (axe-core's "legacy mode", `axe.run`).
 * By default @axe-core/playwright runs each frame's checks, then opens a new blank page to combine
 * them: a renderer process for every check, which doubled its time on CI's two cores (a profile
 * page: 4.5 s against 2.3 s, the same rules and the same result). The blank page exists for
 * cross-origin frames, and our pages render none.
 *
 * Every check first waits for the page to be at rest (pageAtRest): axe reads colours and boxes
 * as they are at that instant, so a toast half faded in reads as too pale and a chunk still
 * loading as a missing label, however fast the machine usually is.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

class AxeAtRest extends AxeBuilder {
  readonly #page: Page;
  constructor(page: Page) {
    super({ page });
    this.#page = page;
  }
  override async analyze() {
    await pageAtRest(this.#page);
    return super.analyze();
  }
}

export const axeOn = (page: Page) => new AxeAtRest(page).setLegacyMode(true);

/**
 * Waits until nothing on the page is still changing by itself: hydrated (when it has scripts),
 * its fonts in, no finite animation or transition running (an endless one, a spinner, never
 * ends and is no reason to wait), and every toast at full opacity. With reduced motion (the
 * tests' setting) a toast goes from unseen to fully there in one step, which axe reads right
 * at either end.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const html = document.documentElement;
          if (document.scripts.length > 0 && html.dataset.hydrated !== 'true') return 'not hydrated';
          await document.fonts.ready;
          const moving = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          if (moving.length > 0) return `${moving.length} animations running`;
          const pale = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
            (t) => t.dataset.removed !== 'true' && getComputedStyle(t).opacity !== '1',
          );
          if (pale.length > 0) return 'a toast fading';
          return 'at rest';
        }),
      { message: 'the page comes to rest' },
    )
    .toBe('at rest');
}
