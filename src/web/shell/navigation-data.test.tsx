import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../contract/navigation.ts';
import { dictionaries } from '../../i18n/all.ts';
import { I18nProvider } from '../i18n.tsx';
import { NavItemsBoundary, NavPlaceholders } from './navigation-data.tsx';

const render = (load: NavItem[] | Promise<NavItem[]>) =>
  renderToString(
    <I18nProvider locale="eng" dict={dictionaries.eng}>
      <NavItemsBoundary
        load={load}
        placeholder={<NavPlaceholders layout="row" />}
        render={(items) => (
          <ul>
            {items.map((i) => (
              <li key={i.nav_item_id}>{i.translated_name}</li>
            ))}
          </ul>
        )}
      />
    </I18nProvider>,
  );

describe('navigation while it loads', () => {
  it('shows four placeholder blocks, announced as loading, until the items arrive', () => {
    const html = render(new Promise<NavItem[]>(() => {}));
    expect(html.match(/data-testid="nav-placeholder"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Loading navigation"');
  });

  it('shows the items once they are there', () => {
    const html = render([{ nav_item_id: 1, translated_name: 'Translators' } as NavItem]);
    expect(html).toContain('<li>Translators</li>');
    expect(html).not.toContain('nav-placeholder');
  });
});
