import { Link } from '../../ui/link.tsx';
import { useViewer } from '../../viewer.ts';
import { BulletList, InfoPage, InfoSection, infoHandle, useInfoTexts } from './info-page.tsx';

export { infoLoader } from './info-page.tsx';

export const overhaulHandle = infoHandle('overhaul', '/about/overhaul');

/** About this new site: why it exists, what changed, what is still on the classic site. */
export function OverhaulPage() {
  const texts = useInfoTexts();
  const o = texts.overhaul;
  const { classicSiteUrl } = useViewer().publicConfig;
  return (
    <InfoPage title={o.title} lead={o.lead}>
      <InfoSection id="why" title={o.whyTitle}>
        <p>{o.whyText}</p>
      </InfoSection>
      <InfoSection id="new" title={o.newTitle}>
        <BulletList items={[o.newFast, o.newMobile, o.newLanguages, o.newThemes, o.newAccessible]} />
      </InfoSection>
      <InfoSection id="classic" title={o.classicTitle}>
        <p>{o.classicText}</p>
        {classicSiteUrl && (
          <p>
            <a href={`${classicSiteUrl}/`}>{o.classicLink}</a>
          </p>
        )}
      </InfoSection>
      <InfoSection id="next" title={o.nextTitle}>
        <p>{o.nextText}</p>
      </InfoSection>
      <InfoSection id="feedback" title={o.feedbackTitle}>
        <p>{o.feedbackText}</p>
        <p>
          <Link to="/support-center">{texts.supportCenter.title}</Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
