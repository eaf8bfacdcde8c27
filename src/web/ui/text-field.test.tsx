import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n/all.ts';
import { I18nProvider } from '../i18n.tsx';
import { TextField } from './text-field.tsx';

/** The field as the server writes it, read back as a document: ids, descriptions and what is hidden. */
function rendered(field: ReactElement) {
  const html = renderToString(
    <I18nProvider locale="deu" dict={dictionaries.deu}>
      {field}
    </I18nProvider>,
  );
  const control = html.match(/<input[^>]*>/)![0];
  const ids = control.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
  const paragraph = (id: string) => html.match(new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`));
  return {
    description: ids.map((id) => paragraph(id)?.[1]),
    invisible: [...html.matchAll(/<p id="[^"]*" class="[^"]*\binvisible\b[^"]*">([^<]*)</g)].map((m) => m[1]),
  };
}

describe('a field with a hint and an error', () => {
  it('shows the error in the hint’s place, never both', () => {
    const field = rendered(
      <TextField
        label="Password"
        hint="At least 10 characters."
        error="Use at least 10 characters"
        defaultValue="short"
      />,
    );
    expect(field.description).toEqual(['Use at least 10 characters']);
    expect(field.invisible).toEqual(['At least 10 characters.']);
  });

  it('keeps its hint while it has no error', () => {
    const field = rendered(<TextField label="Password" hint="At least 10 characters." />);
    expect(field.description).toEqual(['At least 10 characters.']);
    expect(field.invisible).toEqual([]);
  });
});

describe('a date field', () => {
  it('says the date in words beside an error: what the member needs to correct it', () => {
    const field = rendered(
      <TextField
        label="Frist"
        type="date"
        hint="Der letzte Tag"
        defaultValue="2026-12-17"
        error="Wählen Sie ein Datum in der Zukunft."
      />,
    );
    expect(field.description).toEqual(['Wählen Sie ein Datum in der Zukunft.', 'Donnerstag, 17. Dezember 2026']);
    expect(field.invisible).toEqual(['Der letzte Tag']);
  });

  it('says the date in words when it has neither hint nor error', () => {
    expect(rendered(<TextField label="Frist" type="date" defaultValue="2026-12-17" />).description).toEqual([
      'Donnerstag, 17. Dezember 2026',
    ]);
  });
});
