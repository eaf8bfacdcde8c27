/** How to reach the member (only what the server let through), and the side facts: languages, software, pools. */

import { Globe, Mail, MapPin, Phone, Printer, Video } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { authPath } from '../../../contract/auth.ts';
import { CONTACT_FIELDS, type ContactField, PRIVACY_FIELD_FOR } from '../../../contract/privacy.ts';
import type { ProfilePage } from '../../../contract/profile.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { useViewer } from '../../viewer.ts';
import { Badge, Section } from './profile-ui.tsx';

type Groups = ProfilePage['groups'];

const ICONS: Partial<Record<ContactField, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>>> = {
  phone: Phone,
  fax: Printer,
  email: Mail,
  skype: Video,
  website: Globe,
  address: MapPin,
};

/** The header already shows the place and agency; those who manage the settings see every field with its audience. */
const HEADER_FIELDS: readonly ContactField[] = ['country_code', 'city', 'region', 'agency_name'];

export function ContactSection({ page, actions }: { page: ProfilePage; actions?: ReactNode }) {
  const t = useT();
  const { user } = useViewer();
  const fields = CONTACT_FIELDS.filter((f) => page.contact[f] && (page.viewer.canManage || !HEADER_FIELDS.includes(f)));
  const value = (f: ContactField) => (f === 'country_code' ? (page.countryName ?? page.contact[f]!) : page.contact[f]!);
  return (
    <Section id="contact" title={t.profile.sections.contact} actions={actions}>
      {fields.length > 0 ? (
        <dl className="flex flex-col gap-2">
          {fields.map((f) => {
            const Icon = ICONS[f];
            const setting = page.privacy?.[PRIVACY_FIELD_FOR[f]];
            return (
              <div key={f} className="flex flex-col">
                <dt className="flex items-center gap-1 text-xs text-muted">
                  {Icon && <Icon aria-hidden className="size-3.5" />}
                  {t.privacy.fields[PRIVACY_FIELD_FOR[f]].label}
                </dt>
                <dd
                  className="break-words"
                  dir={f === 'phone' || f === 'fax' || f === 'email' || f === 'website' ? 'ltr' : undefined}
                >
                  <ContactValue field={f} value={value(f)} />
                  {setting && (
                    <span className="ms-2 text-xs text-muted">
                      ({fmt(t.privacy.visibleTo, { audience: t.privacy.audiences[setting] })})
                    </span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-sm text-muted">{t.profile.contactNone}</p>
      )}
      {page.contactWithheld && (
        <p className="mt-3 text-sm" role="note">
          {t.profile.contactWithheld}
        </p>
      )}
      {!user && (
        <p className="mt-3 text-sm">
          <Link to={authPath('/session/signin', `/profile/${page.member.entityId}`)}>{t.profile.contactSignIn}</Link>
        </p>
      )}
    </Section>
  );
}

/** Underlined: beside the audience note they must not be told apart by colour alone. */
const contactLink = 'underline underline-offset-2';

function ContactValue({ field, value }: { field: ContactField; value: string }) {
  if (field === 'phone' || field === 'fax')
    return (
      <a className={contactLink} href={`tel:${value.replace(/[^\d+]/g, '')}`}>
        {value}
      </a>
    );
  if (field === 'email')
    return (
      <a className={contactLink} href={`mailto:${value}`}>
        {value}
      </a>
    );
  if (field === 'website' && /^https?:\/\//.test(value)) {
    return (
      <a className={contactLink} href={value} rel="nofollow noopener ugc" target="_blank">
        {value.replace(/^https?:\/\/(www\.)?/, '')}
      </a>
    );
  }
  return <>{value}</>;
}

export function KnownLanguagesSection({
  data,
  actions,
}: {
  data: NonNullable<Groups['known-languages']>;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <Section id="languages" title={t.profile.sections.languages} actions={actions}>
      {data.languages.length === 0 && <p className="text-muted">{t.profile.editing.emptyLanguages}</p>}
      <ul className="flex flex-col gap-1">
        {data.languages.map((l) => (
          <li key={l.language} className="flex items-center justify-between gap-2">
            <span>{l.name}</span>
            <span className="text-sm text-muted">{entry(t.profile.proficiency, l.proficiency) ?? l.proficiency}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SoftwareSection({ data, actions }: { data: NonNullable<Groups['softwares']>; actions?: ReactNode }) {
  const t = useT();
  return (
    <Section id="software" title={t.profile.sections.software} actions={actions}>
      {data.softwares.length === 0 && <p className="text-muted">{t.profile.editing.emptySoftware}</p>}
      <ul className="flex flex-wrap gap-1.5">
        {data.softwares.map((s) => (
          <li key={s.id}>
            <Badge>{s.name}</Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PoolsSection({ data }: { data: NonNullable<Groups['pools-data']> }) {
  const t = useT();
  const locale = useLocale();
  const pool = data.pool!;
  const label = (names: Readonly<Record<string, string>>, key: string) => entry(names, key) ?? key;
  return (
    <Section id="pools" title={t.profile.sections.pools}>
      <dl className="flex flex-col gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t.profile.pools.region}</dt>
          <dd>{pool.region}</dd>
        </div>
        {pool.travelRadiusKm > 0 && (
          <div>
            <dt className="text-xs text-muted">{t.profile.pools.travel}</dt>
            <dd>{fmt(t.profile.pools.radius, { n: formatNumber(pool.travelRadiusKm, locale) })}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-muted">{t.profile.pools.when}</dt>
          <dd>{pool.availability.map((a) => label(t.profile.pools.availability, a)).join(' · ')}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t.profile.pools.how}</dt>
          <dd>{pool.modes.map((m) => label(t.profile.pools.modes, m)).join(' · ')}</dd>
        </div>
      </dl>
      {pool.shortNotice && (
        <p className="mt-2">
          <Badge tone="success">{t.profile.pools.shortNotice}</Badge>
        </p>
      )}
      {pool.bio && <p className="mt-2 text-sm">{pool.bio}</p>}
    </Section>
  );
}
