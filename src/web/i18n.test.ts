import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES } from '../contract/locales.ts';
import { fmtNodes, formatDate, formatNumber } from './i18n.tsx';

describe('formatDate (spec §9: Mon D, YYYY in the viewer language)', () => {
  const date = '2024-03-05T12:00:00Z';

  it('writes English dates as Mon D, YYYY', () => {
    expect(formatDate(date, 'eng')).toBe('Mar 5, 2024');
    expect(formatDate(new Date('2019-12-31T08:00:00Z'), 'eng')).toBe('Dec 31, 2019');
  });

  it('writes the same date in each interface language', () => {
    expect(formatDate(date, 'deu')).toBe('5. März 2024');
    expect(formatDate(date, 'fra')).toBe('5 mars 2024');
    expect(formatDate(date, 'esl')).toBe('5 mar 2024');
    expect(formatDate(date, 'ita')).toBe('5 mar 2024');
    expect(formatDate(date, 'por')).toBe('5 de mar. de 2024');
    expect(formatDate(date, 'heb')).toBe('5 במרץ 2024');
  });

  it('gives the same day wherever the page is rendered (UTC), so hydration matches the server', () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Auckland']) {
        process.env.TZ = zone;
        // Midnight UTC is still the previous evening in Los Angeles, and already morning in Auckland.
        expect(formatDate('2019-01-06T00:00:00Z', 'eng'), zone).toBe('Jan 6, 2019');
        expect(formatDate('2019-01-06T23:59:59Z', 'eng'), zone).toBe('Jan 6, 2019');
      }
    } finally {
      process.env.TZ = tz;
    }
  });
});

describe('formatNumber', () => {
  it('groups digits the way each language does', () => {
    expect(formatNumber(12345, 'eng')).toBe('12,345');
    expect(formatNumber(12345, 'deu')).toBe('12.345');
  });

  it('writes whole numbers below 1,000 as Intl does in every language, without building a formatter', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47);
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, locale), `${locale} ${n}`).toBe(intl.format(n));
      expect(formatNumber(1000, locale), locale).toBe(intl.format(1000));
      expect(formatNumber(2.5, locale), locale).toBe(intl.format(2.5));
      expect(formatNumber(-3, locale), locale).toBe(intl.format(-3));
    }
  });
});

describe('fmtNodes', () => {
  const html = (node: ReturnType<typeof fmtNodes>) => renderToStaticMarkup(createElement('h2', null, node));

  it('puts an element where its placeholder is, so a title keeps its own language in our sentence', () => {
    const title = createElement('span', { lang: 'pt' }, 'Preços & prazos');
    expect(html(fmtNodes('Lesson {n}: {title}', { n: 2, title }))).toBe(
      '<h2>Lesson 2: <span lang="pt">Preços &amp; prazos</span></h2>',
    );
    expect(html(fmtNodes('{title} — שיעור {n}', { n: 3, title }))).toBe(
      '<h2><span lang="pt">Preços &amp; prazos</span> — שיעור 3</h2>',
    );
  });

  it('leaves an unknown placeholder visible, as fmt does', () => {
    expect(html(fmtNodes('Lesson {n}: {name}', { n: 1 }))).toBe('<h2>Lesson 1: {name}</h2>');
  });
});
