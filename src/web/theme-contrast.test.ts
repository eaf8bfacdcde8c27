/**
 * Both themes meet WCAG 2.2 AA with the tokens of styles.css: 4.5:1 for text,
 * 3:1 for the focus ring against what it is drawn on. Read from the stylesheet
 * itself, so a token change that breaks contrast fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in styles.css`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--wh-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const BACKGROUNDS = ['canvas', 'surface', 'surface-2'];
/** [foreground, background, minimum ratio] */
const PAIRS: [string, string, number][] = [
  ...['fg', 'muted', 'link', 'danger', 'success', 'accent-strong'].flatMap((fg) =>
    BACKGROUNDS.map((bg): [string, string, number] => [fg, bg, 4.5]),
  ),
  ['on-accent', 'accent', 4.5],
  ...BACKGROUNDS.map((bg): [string, string, number] => ['focus', bg, 3]),
];

const THEMES = {
  light: tokens(':root'),
  dark: tokens(':root[data-theme="dark"]'),
  'dark (following the system)': tokens(':root:not([data-theme])'),
};

describe.each(Object.entries(THEMES))('%s theme', (_name, theme) => {
  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(theme[fg], `--wh-${fg}`).toBeDefined();
    expect(theme[bg], `--wh-${bg}`).toBeDefined();
    expect(contrast(theme[fg]!, theme[bg]!)).toBeGreaterThanOrEqual(min);
  });
});

it('the system-dark tokens are the dark theme tokens', () => {
  expect(THEMES['dark (following the system)']).toEqual(THEMES.dark);
});

it('computes the WCAG ratio', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe('an empty rating star', () => {
  // The colour after the fill in each of .wh-stars' gradients (left to right, and right to left).
  const empties = [...css.matchAll(/var\(--wh-([\w-]+)\) var\(--wh-stars-fill, 0%\)\n\s*\)/g)].map((m) => m[1]!);
  it.each(Object.entries(THEMES))('stands out from every background at 3:1 in the %s theme', (_name, theme) => {
    expect(empties).toHaveLength(2);
    for (const empty of empties)
      for (const bg of BACKGROUNDS)
        expect(contrast(theme[empty]!, theme[bg]!), `${empty} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});
