import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY, PRIVACY_FIELDS } from '../../../contract/privacy.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { type PrivacyViewer, visibleContactFields } from './service.ts';

const user = (entityId: number, fields: Partial<SessionUser> = {}): SessionUser => ({
  entity_id: entityId,
  is_admin: false,
  roles: [],
  is_pseudo: false,
  pseudo_id: 0,
  admin_entity_id: 0,
  is_staff: false,
  image_url: null,
  resource_image_url: null,
  site_name: '',
  name: '',
  username: '',
  contact_email: '',
  contact_first: '',
  account_type: 'translator',
  site_lang: null,
  ...fields,
});
const viewer = (u: SessionUser | null): PrivacyViewer => ({
  entityId: u?.entity_id ?? 0,
  isStaff: u?.is_staff ?? false,
  isAdmin: u?.is_admin ?? false,
  user: u,
});

const OWNER = { entityId: 6, phone: '+351 21 346 0719', email: 'sofia@example.test', city: 'Lisbon', address: '' };
const viewers = {
  anonymous: viewer(null),
  // "Outsourcers only" is verified clients: a self-declared outsourcer is not one.
  outsourcer: viewer(user(9, { account_type: 'outsourcer', roles: ['verified_outsourcer'] })),
  selfDeclared: viewer(user(10, { account_type: 'outsourcer' })),
  company: viewer(user(8, { account_type: 'company' })),
  member: viewer(user(7)),
  owner: viewer(user(6)),
  staff: viewer(user(1, { is_staff: true, account_type: 'outsourcer' })),
  admin: viewer(user(5, { is_admin: true })),
  // Staff impersonating member 7: sees what member 7 sees.
  pseudo: viewer(user(7, { is_pseudo: true, is_admin: true, admin_entity_id: 5 })),
};

describe('visibleContactFields', () => {
  it.each([
    ['y', ['anonymous', 'outsourcer', 'selfDeclared', 'company', 'member', 'owner', 'staff', 'admin', 'pseudo']],
    ['outsourcer', ['outsourcer', 'owner', 'staff', 'admin']],
    ['n', ['owner', 'staff', 'admin']],
  ] as const)('phone set to %s is seen by %j', (value, seeing) => {
    const settings = { ...DEFAULT_PRIVACY, contact_phone_visible: value };
    const seen = Object.entries(viewers)
      .filter(([, v]) => visibleContactFields(v, OWNER, settings).phone === OWNER.phone)
      .map(([name]) => name);
    expect(seen).toEqual(seeing);
  });

  it('uses the defaults for a member without saved settings, and leaves out empty fields', () => {
    expect(visibleContactFields(viewers.anonymous, OWNER, null)).toEqual({ city: 'Lisbon' });
    expect(visibleContactFields(viewers.outsourcer, OWNER, undefined)).toEqual({ city: 'Lisbon', phone: OWNER.phone });
    expect(visibleContactFields(viewers.selfDeclared, OWNER, undefined)).toEqual({ city: 'Lisbon' });
  });

  it('has a default for every field', () => {
    expect(Object.keys(DEFAULT_PRIVACY).sort()).toEqual([...PRIVACY_FIELDS].sort());
  });
});
