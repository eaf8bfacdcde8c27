import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initials, usablePhotoUrl } from '../../contract/avatar.ts';
import type { SessionUser } from '../../contract/session.ts';
import { chooseAvatar, DEFAULT_AVATAR_SRC, privacySettingsHref, viewedEntityId } from './profile-menu-rules.ts';

const user = (fields: Partial<SessionUser> = {}): SessionUser => ({
  entity_id: 6,
  is_admin: false,
  roles: [],
  is_pseudo: false,
  pseudo_id: 0,
  admin_entity_id: 0,
  is_staff: false,
  image_url: null,
  resource_image_url: null,
  site_name: 'Sofia Almeida',
  name: 'Sofia Almeida',
  username: 'sofia6',
  contact_email: 'sofia@example.com',
  contact_first: 'Sofia',
  account_type: 'translator',
  site_lang: null,
  ...fields,
});

describe('avatar (spec §5)', () => {
  it('uses image_url when it is a real picture', () => {
    expect(chooseAvatar(user({ image_url: 'https://cdn.example/p/6.jpg' }), null)).toBe('https://cdn.example/p/6.jpg');
    expect(chooseAvatar(user({ image_url: '/uploads/6.png' }), null)).toBe('/uploads/6.png');
  });

  it('skips a blank, relative-without-slash, default or placeholder image_url', () => {
    for (const bad of ['', '   ', 'uploads/6.png', 'https://cdn.example/default-avatar.png', '/img/Placeholder.svg']) {
      expect(usablePhotoUrl(bad), bad).toBeNull();
      expect(chooseAvatar(user({ image_url: bad }), null), bad).toBe(DEFAULT_AVATAR_SRC);
    }
  });

  it('shows the small copy of a photo uploaded here', () => {
    expect(chooseAvatar(user({ image_url: '/media/photos/6-0123456789abcdef.webp' }), null)).toBe(
      '/media/photos/6-0123456789abcdef-sm.webp',
    );
  });

  it('falls back to the browser-session image, then resource_image_url, then the default image', () => {
    const noImage = user({ image_url: '/img/default.png', resource_image_url: '/resources/6.jpg' });
    expect(chooseAvatar(noImage, '/uploads/new.jpg')).toBe('/uploads/new.jpg');
    expect(chooseAvatar(noImage, null)).toBe('/resources/6.jpg');
    expect(chooseAvatar(user(), null)).toBe(DEFAULT_AVATAR_SRC);
    expect(chooseAvatar(user({ resource_image_url: '  ' }), '  ')).toBe(DEFAULT_AVATAR_SRC);
  });

  it('serves the default image it falls back to', () => {
    const file = readFileSync(new URL(`../../../public${DEFAULT_AVATAR_SRC}`, import.meta.url), 'utf8');
    expect(file).toMatch(/^<svg /);
  });

  it('makes initials from up to two words, whatever the script', () => {
    expect(initials('ana')).toBe('A');
    expect(initials('  Maria  da Silva ')).toBe('MD');
    expect(initials('נועה פרידמן')).toBe('נפ');
    expect(initials('')).toBe('?');
  });

  it('skips symbols: a company named after its founders shows their letters, not "C&"', () => {
    expect(initials('Costa & Silva Traduções')).toBe('CS');
    expect(initials('Schmidt & Partner')).toBe('SP');
    expect(initials('"Verba" (Localization)')).toBe('VL');
    expect(initials('& — *')).toBe('?');
    expect(initials('3M Language Services')).toBe('3L');
  });

  it('uses a photo only by the avatar rule of spec §5', () => {
    expect(usablePhotoUrl('https://cdn.example/ana.jpg')).toBe('https://cdn.example/ana.jpg');
    expect(usablePhotoUrl('/uploads/ana.jpg')).toBe('/uploads/ana.jpg');
    for (const bad of [null, '', '  ', 'ana.jpg', 'https://cdn.example/default.png', '/img/placeholder.svg']) {
      expect(usablePhotoUrl(bad)).toBeNull();
    }
  });
});

describe('privacy settings entry (spec §2.5)', () => {
  it('reads the entity of the profile page being viewed', () => {
    expect(viewedEntityId('/profile/42')).toBe(42);
    expect(viewedEntityId('/profile/42/portfolio')).toBe(42);
    expect(viewedEntityId('/profile')).toBeNull();
    expect(viewedEntityId('/directory')).toBeNull();
  });

  it("opens the viewer's own settings anywhere but on someone else's profile", () => {
    expect(privacySettingsHref('/directory', user())).toBe('/profile/6?privacy=open');
    expect(privacySettingsHref('/profile/6', user())).toBe('/profile/6?privacy=open');
    expect(privacySettingsHref('/profile/42', user())).toBeNull();
    expect(privacySettingsHref('/', null)).toBeNull();
  });

  it("lets an admin or a pseudo session open the viewed member's settings", () => {
    expect(privacySettingsHref('/profile/42', user({ is_admin: true }))).toBe('/profile/42?privacy=open');
    expect(privacySettingsHref('/profile/42', user({ is_pseudo: true }))).toBe('/profile/42?privacy=open');
  });
});
