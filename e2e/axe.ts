/**
 * axe as every browser test runs it: inside the page (axe-core's "legacy mode", `axe.run`).
 * By default @axe-core/playwright runs each frame's checks, then opens a new blank page to combine
 * them: a renderer process for every check, which doubled its time on CI's two cores (a profile
 * page: 4.5 s against 2.3 s, the same rules and the same result). The blank page exists for
 * cross-origin frames, and our pages render none.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
