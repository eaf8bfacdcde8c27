import { authPath } from '../../../contract/auth.ts';
import { useT } from '../../i18n.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { useViewer } from '../../viewer.ts';
import { useStartChat } from '../chat/message-button.tsx';
import { BulletList, InfoPage, InfoSection, infoHandle, useInfoTexts } from './info-page.tsx';

export { infoLoader } from './info-page.tsx';

export const supportCenterHandle = infoHandle('supportCenter', '/support-center');

/** 'Get help' (spec §2.1): where to look first, how to reach member services, and what to tell them. */
export function SupportCenterPage() {
  const t = useT();
  const s = useInfoTexts().supportCenter;
  const { user } = useViewer();
  return (
    <InfoPage title={s.title} lead={s.lead}>
      <InfoSection id="help-center" title={s.helpTitle}>
        <p>{s.helpText}</p>
        <p>
          <Link to="/help-center">{s.helpLink}</Link>
        </p>
      </InfoSection>
      <InfoSection id="contact" title={s.contactTitle}>
        <p>{s.contactText}</p>
        {user ? (
          <MemberServicesButton label={s.contactLink} />
        ) : (
          <>
            <p>{s.contactSignedOut}</p>
            <ButtonLink to={authPath('/session/signin', '/support-center')}>{t.common.signIn}</ButtonLink>
          </>
        )}
      </InfoSection>
      <InfoSection id="include" title={s.includeTitle}>
        <BulletList items={[s.includeWhere, s.includeWhat, s.includeWhen]} />
        <p className="font-medium">{s.includeNever}</p>
      </InfoSection>
      <InfoSection id="signin" title={s.signinTitle}>
        <p>{s.signinText}</p>
        <p>{s.signinStill}</p>
      </InfoSection>
      <InfoSection id="classic" title={s.classicTitle}>
        <p>{s.classicText}</p>
      </InfoSection>
      <InfoSection id="accessibility" title={s.accessibilityTitle}>
        <p>{s.accessibilityText}</p>
      </InfoSection>
    </InfoPage>
  );
}

function MemberServicesButton({ label }: { label: string }) {
  const { busy, start } = useStartChat('/next/api/chat/member-services');
  return (
    <Button onClick={start} busy={busy}>
      {label}
    </Button>
  );
}
