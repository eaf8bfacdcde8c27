/** The member's story as visitors read it (issue 21): career and the answers to clients' frequent questions. */
import { Pencil } from 'lucide-react';
import type { ProfilePage } from '../../../contract/profile.ts';
import { useT } from '../../i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { CollapsibleList, Section } from './profile-ui.tsx';
import { type DrawerId, drawerHref } from './updater/updater-state.ts';

type Groups = ProfilePage['groups'];

/** A section's "Edit …" button in edit mode: it opens the Profile Updater's drawer. */
export function DrawerButton({ drawer, label }: { drawer: DrawerId; label: string }) {
  return (
    <ButtonLink to={drawerHref(drawer)} preventScrollReset variant="secondary" size="sm">
      <Pencil aria-hidden="true" className="size-4" />
      {label}
    </ButtonLink>
  );
}

export function CareersSection({ data, editing }: { data: NonNullable<Groups['careers']>; editing: boolean }) {
  const t = useT();
  const c = t.profileUpdater.careers;
  return (
    <Section
      id="careers"
      title={t.profileUpdater.sections.careers}
      actions={editing && <DrawerButton drawer="careers" label={c.edit} />}
    >
      {data.careers.length === 0 && <p className="text-muted">{c.empty}</p>}
      <CollapsibleList visible={4} className="flex flex-col gap-3">
        {data.careers.map((e) => (
          <li key={e.id} className="border-s-2 border-line ps-3">
            <p className="font-medium">
              <UserText text={e.role} />
            </p>
            <p className="text-sm text-muted">
              <UserText text={e.organisation} /> · <span className="tabular">{e.startYear}</span>–
              <span className="tabular">{e.endYear ?? c.present}</span>
            </p>
            {e.description && <UserText as="p" text={e.description} className="mt-1 text-sm" />}
          </li>
        ))}
      </CollapsibleList>
    </Section>
  );
}

/** Questions grouped by category; each answer opens in place (a native <details>, keyboard and screen-reader ready). */
export function FaqSection({ data, editing }: { data: NonNullable<Groups['faq']>; editing: boolean }) {
  const t = useT();
  const u = t.profileUpdater;
  const categories = data.categories.filter((c) => c.questions.length > 0);
  return (
    <Section
      id="faq"
      title={u.sections.faq}
      actions={
        editing && (
          <span className="flex flex-wrap gap-2">
            <DrawerButton drawer="faq-categories" label={u.faqCategories.edit} />
            <DrawerButton drawer="faq" label={u.faq.edit} />
          </span>
        )
      }
    >
      {categories.length === 0 && <p className="text-muted">{u.faq.empty}</p>}
      <div className="flex flex-col gap-4">
        {categories.map((c) => (
          <div key={c.id}>
            <h3 className="text-sm font-semibold text-muted">
              <UserText text={c.name} />
            </h3>
            <ul className="mt-1 flex flex-col divide-y divide-line">
              {c.questions.map((q) => (
                <li key={q.id}>
                  <details className="group py-2">
                    <summary className="cursor-pointer font-medium">
                      <UserText text={q.question} />
                    </summary>
                    <UserText as="p" text={q.answer} className="mt-1 whitespace-pre-line text-sm" />
                  </details>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
