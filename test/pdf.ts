/**
 * What a PDF says, read as a tax office's software would: Debian's pdftotext (poppler-utils, which
 * .ci/run installs) extracts its text in reading order, or its words with their boxes on the page.
 */
import { execFileSync } from 'node:child_process';

function pdftotext(pdf: Buffer, args: string[]): string {
  try {
    return execFileSync('pdftotext', [...args, '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
    throw error;
  }
}

/** The text in reading order, one space between words; poppler's embedding marks around right-to-left runs removed. */
export function pdfText(pdf: Buffer): string {
  return pdftotext(pdf, [])
    .replace(/[\u202a-\u202e\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where each of `words` is in `text`, each searched after the one before it; -1 for one not found in that order. */
export function positionsInOrder(text: string, words: readonly string[]): number[] {
  let from = 0;
  return words.map((word) => {
    const at = text.indexOf(word, from);
    if (at >= 0) from = at + word.length;
    return at;
  });
}

export interface WordBox {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box (points from the top left of its page). */
export function pdfWords(pdf: Buffer): WordBox[] {
  const html = pdftotext(pdf, ['-bbox']);
  const words: WordBox[] = [];
  let page = 0;
  for (const m of html.matchAll(
    /<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (m[0] === '<page') {
      page++;
      continue;
    }
    words.push({
      text: m[5]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
      page,
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    });
  }
  return words;
}

/** Pairs of words whose boxes overlap by more than `tolerance` points both ways: text drawn over text. */
export function overlappingWords(words: readonly WordBox[], tolerance = 0.5): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!;
      const b = words[j]!;
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > tolerance && y > tolerance) out.push([a.text, b.text]);
    }
  return out;
}
