/**
 * Text for pdfkit in any direction (docs/decisions/110). pdfkit draws what it is given left to right
 * and has no bidi; fontkit, under it, shapes each space-free word and reverses the glyphs of a word
 * in a right-to-left script. So each line is put in visual order by the Unicode Bidirectional
 * Algorithm (bidi-js: levels, mirrored brackets, reordering), cut into runs of one font without
 * spaces, and every run is drawn at a position measured here; a run in a right-to-left script is
 * handed to fontkit in reading order again, which shapes it and lays it out right to left.
 * Noto Sans is embedded per script; a character no embedded font has is drawn as its nearest
 * equivalent (a narrow no-break space as a no-break space) or reported by `missing`.
 */
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
// A UMD module: its d.ts says `export default`, Node hands the factory over as the module itself.
const bidi = (require('bidi-js') as () => Bidi)();

export type Weight = 400 | 700;
const SUBSETS = [
  ['latin', 'noto-sans'],
  ['latin-ext', 'noto-sans'],
  ['greek', 'noto-sans'],
  ['cyrillic', 'noto-sans'],
  ['hebrew', 'noto-sans-hebrew'],
] as const;
type Subset = (typeof SUBSETS)[number][0];

const fontFile = (subset: Subset, pkg: string, weight: Weight) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
const faceName = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

/** Which characters each subset's font has (both weights have the same), read from the fonts once. */
const coverage = SUBSETS.map(([subset, pkg]) => ({ subset, font: fontkit.openSync(fontFile(subset, pkg, 400)) }));

/** Characters drawn as another that looks the same, when no font has them (Intl's French and Hebrew output). */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space, French thousands and percent
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u2212': '-',
};
/** Bidi controls: they steer the algorithm and are not drawn. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

function subsetOf(ch: string): Subset | null {
  const cp = ch.codePointAt(0)!;
  for (const { subset, font } of coverage) if (font.hasGlyphForCodePoint(cp)) return subset;
  return null;
}

/** The characters of a text that no embedded font can draw, once each. */
export function missing(text: string): string[] {
  const out = new Set<string>();
  for (const ch of text.replace(CONTROLS, '')) {
    const drawn = SUBSTITUTES[ch] ?? ch;
    if (!/\s/.test(drawn) && subsetOf(drawn) === null) out.add(ch);
  }
  return [...out];
}

export interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}

interface Run {
  text: string;
  face: string;
  space: boolean;
}

/** What the writer needs of a pdfkit document. */
export interface Canvas {
  registerFont(name: string, src: string): unknown;
  font(name: string): Canvas;
  fontSize(size: number): Canvas;
  fillColor(color: string): Canvas;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Canvas;
}

export function registerFonts(doc: Canvas) {
  for (const [subset, pkg] of SUBSETS)
    for (const weight of [400, 700] as const) doc.registerFont(faceName(subset, weight), fontFile(subset, pkg, weight));
}

/** Splits a (visual or logical) text into runs of one font, spaces on their own. */
function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const raw of text) {
    const ch = SUBSTITUTES[raw] ?? raw;
    const space = ch === ' ';
    const face = faceName(space ? 'latin' : (subsetOf(ch) ?? 'latin'), weight);
    const last = runs.at(-1);
    if (last && last.face === face && last.space === space) last.text += ch;
    else runs.push({ text: ch, face, space });
  }
  return runs;
}

/** The line in the order it is seen, left to right: levels of the whole paragraph, this line's part of it. */
function visualLine(paragraph: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number) {
  const order = bidi.getReorderedIndices(paragraph, levels, start, end - 1).slice(start, end);
  const chars = order.map(
    (i: number) => (levels.levels[i]! & 1 ? bidi.getMirroredCharacter(paragraph[i]!) : null) ?? paragraph[i],
  );
  // A reversed run turned surrogate pairs around: put each pair back.
  return chars
    .join('')
    .replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1')
    .replace(CONTROLS, '');
}

export type Direction = 'ltr' | 'rtl';

/** Draws and measures text on one document written in one direction. */
export function createWriter(doc: Canvas, dir: Direction) {
  const use = (face: string, style: Style) => doc.font(face).fontSize(style.size);

  function width(text: string, style: Style): number {
    let w = 0;
    for (const run of runsOf(text.replace(CONTROLS, ''), style.weight ?? 400))
      w += use(run.face, style).widthOfString(run.text);
    return w;
  }

  /** Where a paragraph's lines break to fit `max`, as [start, end) of the text: at spaces, or inside a word too long. */
  function breaks(text: string, style: Style, max: number): [number, number][] {
    const lines: [number, number][] = [];
    let start = 0;
    while (start < text.length) {
      let end = text.length;
      if (width(text.slice(start, end), style) > max) {
        // The longest part that fits, ending before a space if there is one.
        let fit = start + 1;
        while (fit < text.length && width(text.slice(start, fit + 1), style) <= max) fit++;
        const space = text.lastIndexOf(' ', fit);
        end = space > start ? space : fit;
      }
      lines.push([start, end]);
      start = end;
      while (text[start] === ' ') start++;
    }
    return lines.length ? lines : [[0, 0]];
  }

  /**
   * Draws a paragraph in the box from `x` (the page's left) `width` wide, top at `y`, aligned to
   * the document's start or end (right and left in Hebrew); answers the height it took. `base` is
   * the paragraph's own direction: the document's for its own words, the text's for what members wrote.
   */
  function paragraph(
    text: string,
    box: { x: number; y: number; width: number },
    style: Style,
    options: { align?: 'start' | 'end'; base?: Direction; lineHeight?: number } = {},
  ): number {
    const lineHeight = options.lineHeight ?? style.size * 1.35;
    const clean = text.replace(/\s*\n\s*/g, ' ').replace(/[\t\r]/g, ' ');
    const levels = bidi.getEmbeddingLevels(clean, options.base ?? dir);
    const lines = breaks(clean, style, box.width);
    const right = (options.align ?? 'start') === 'start' ? dir === 'rtl' : dir === 'ltr';
    doc.fillColor(style.color ?? '#1a1a1a');
    lines.forEach(([start, end], i) => {
      const runs = runsOf(visualLine(clean, levels, start, end), style.weight ?? 400);
      const widths = runs.map((r) => use(r.face, style).widthOfString(r.text));
      const total = widths.reduce((a, b) => a + b, 0);
      let x = right ? box.x + box.width - total : box.x;
      runs.forEach((run, j) => {
        // Spaces are drawn too: text extraction reads them as the word breaks they are.
        const given = RTL_SCRIPT.test(run.text) ? [...run.text].reverse().join('') : run.text;
        use(run.face, style).text(given, x, box.y + i * lineHeight, { lineBreak: false });
        x += widths[j]!;
      });
    });
    return lines.length * lineHeight;
  }

  return { width, paragraph, lineCount: (text: string, style: Style, max: number) => breaks(text, style, max).length };
}

export type Writer = ReturnType<typeof createWriter>;
