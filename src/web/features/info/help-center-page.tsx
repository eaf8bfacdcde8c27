import { Link } from '../../ui/link.tsx';
import { InfoPage, InfoSection, infoHandle, useInfoTexts } from './info-page.tsx';

export { infoLoader } from './info-page.tsx';

export const helpCenterHandle = infoHandle('helpCenter', '/help-center');

/** Each topic is an anchor, so answers can be linked to directly (/help-center#privacy). */
const HELP_TOPICS = ['accounts', 'profiles', 'directory', 'payments', 'privacy'] as const;
const QUESTIONS = [1, 2, 3] as const;

export function HelpCenterPage() {
  const texts = useInfoTexts();
  const h = texts.helpCenter;
  return (
    <InfoPage title={h.title} lead={h.lead}>
      <nav aria-labelledby="topics-title" className="mt-8 rounded-card border border-line bg-surface p-4">
        <h2 id="topics-title" className="text-sm font-semibold">
          {h.contents}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic}>
              <a href={`#${topic}`}>{h[topic].title}</a>
            </li>
          ))}
          <li>
            <Link to="/help-center/api">{h.apiTopic}</Link>
          </li>
        </ul>
      </nav>
      {HELP_TOPICS.map((topic) => (
        <InfoSection key={topic} id={topic} title={h[topic].title}>
          {QUESTIONS.map((n) => (
            <div key={n} className="rounded-card border border-line bg-surface p-4">
              <h3 className="font-semibold">{h[topic][`q${n}`]}</h3>
              <p className="mt-2 text-muted">{h[topic][`a${n}`]}</p>
            </div>
          ))}
        </InfoSection>
      ))}
      <p className="mt-10">
        {h.stillStuck} <Link to="/support-center">{texts.supportCenter.title}</Link>
      </p>
    </InfoPage>
  );
}
