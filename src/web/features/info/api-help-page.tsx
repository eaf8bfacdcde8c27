/** /help-center/api: how a script or a translation tool calls the API with a personal access token. */

import { TOKEN_CALLS_PER_MINUTE } from '../../../contract/tokens.ts';
import { fmt } from '../../../i18n/types.ts';
import { Link } from '../../ui/link.tsx';
import { useViewer } from '../../viewer.ts';
import { InfoPage, InfoSection, infoHandle, useInfoTexts } from './info-page.tsx';

export { infoLoader } from './info-page.tsx';

export const apiHelpHandle = infoHandle('apiHelp', '/help-center/api');

const code = 'block whitespace-pre-wrap break-all rounded-card border border-line bg-surface-2 p-4 font-mono text-sm';

export function ApiHelpPage() {
  const a = useInfoTexts().apiHelp;
  const { publicConfig } = useViewer();
  const origin = publicConfig.publicUrl;
  return (
    <InfoPage title={a.title} lead={a.lead}>
      <InfoSection id="token" title={a.tokenTitle}>
        <p>{a.tokenText}</p>
        <p>
          <Link to="/account">{a.accountLink}</Link>
        </p>
      </InfoSection>
      <InfoSection id="call" title={a.callTitle}>
        <p>{a.callText}</p>
        {/* Commands read left to right in every interface language. */}
        {/* Long lines wrap rather than scroll, so nothing is out of a keyboard's reach. */}
        <pre className={code} dir="ltr">
          <code>{`curl -H "Authorization: Bearer whp_…" \\\n  "${origin}/next/api/users?service=translators&source=por&target=eng&field=legal"`}</code>
        </pre>
      </InfoSection>
      <InfoSection id="scopes" title={a.scopesTitle}>
        <p>{a.scopesText}</p>
      </InfoSection>
      <InfoSection id="limits" title={a.limitsTitle}>
        <p>{fmt(a.limitsText, { limit: TOKEN_CALLS_PER_MINUTE })}</p>
      </InfoSection>
      <InfoSection id="reference" title={a.referenceTitle}>
        <p>
          {a.referenceText} <a href="/next/api/docs">{a.referenceLink}</a> ·{' '}
          <a href="/next/api/openapi.json">{a.documentLink}</a>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
