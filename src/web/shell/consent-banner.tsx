/**
 * Consent before third-party scripts (naming.md): when a session-recording or
 * marketing-automation script is configured, nothing of theirs loads until the
 * visitor accepts here. Accept and reject carry equal weight; the choice is kept
 * in this browser, and the footer's "Privacy choices" (the `?consent=open` flag)
 * shows the banner again to change it. With no such script configured there is
 * nothing to ask, and neither the banner nor the footer link appears.
 */
import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../contract/public-config.ts';
import { useT } from '../i18n.tsx';
import { Button } from '../ui/button.tsx';
import { useQueryFlag } from '../ui/use-query-flag.ts';
import { useViewer } from '../viewer.ts';

export const CONSENT_FLAG = 'consent';
const CONSENT_KEY = 'wordhive.consent';
type Choice = 'accepted' | 'rejected';

export function configuredScripts({ thirdPartyScripts: s }: PublicConfig): string[] {
  return [s.sessionRecording, s.marketing].filter((src): src is string => !!src);
}

export function ConsentBanner() {
  const t = useT();
  const c = t.consent;
  const { publicConfig } = useViewer();
  const { sessionRecording, marketing } = publicConfig.thirdPartyScripts;
  const flag = useQueryFlag(CONSENT_FLAG);
  // Read in the browser only: the server renders (and caches) every page without the banner.
  const [choice, setChoice] = useState<Choice | null | undefined>(undefined);
  useEffect(() => setChoice(storedChoice()), []);
  useEffect(() => {
    if (choice === 'accepted') for (const src of configuredScripts(publicConfig)) loadScript(src);
  }, [choice, publicConfig]);

  if (!configuredScripts(publicConfig).length || choice === undefined) return null;
  if (choice !== null && !flag.open) return null;

  const decide = (next: Choice) => {
    storeChoice(next);
    // A script that ran cannot be taken out of the page: a fresh load leaves it behind.
    if (choice === 'accepted' && next === 'rejected') return window.location.reload();
    setChoice(next);
    if (flag.open) flag.close();
  };
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1 text-sm">
          <h2 id="consent-title" className="text-base font-semibold">
            {c.title}
          </h2>
          <p>{c.intro}</p>
          <ul className="list-disc ps-6">
            {sessionRecording && <li>{c.sessionRecording}</li>}
            {marketing && <li>{c.marketing}</li>}
          </ul>
          <p className="text-muted">{c.change}</p>
          {choice && <p className="font-medium">{choice === 'accepted' ? c.accepted : c.rejected}</p>}
        </div>
        {/* Equal weight: the same style, size and place for both answers, neither chosen in advance. */}
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className="min-w-28" onClick={() => decide('accepted')}>
            {c.accept}
          </Button>
          <Button variant="secondary" className="min-w-28" onClick={() => decide('rejected')}>
            {c.reject}
          </Button>
        </div>
      </div>
    </section>
  );
}

function storedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

function storeChoice(choice: Choice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

function loadScript(src: string): void {
  if ([...document.scripts].some((s) => s.src === src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}
