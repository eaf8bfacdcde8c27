/**
 * /accessibility: the accessibility statement (issue 21), WCAG 2.2 AA, what is
 * done, the known limits, and a way to report a barrier through website feedback.
 */

import { fmt } from '../../../i18n/types.ts';
import { formatDate } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { useViewer } from '../../viewer.ts';
import { FEEDBACK_FLAG } from '../feedback/feedback-dialog.tsx';
import { BulletList, InfoPage, InfoSection, infoHandle, useInfoTexts } from './info-page.tsx';

export { infoLoader } from './info-page.tsx';

export const accessibilityHandle = infoHandle('accessibility', '/accessibility');

/** When the statement was last checked against the site; change it with the text. */
const REVIEWED = new Date('2026-11-25T12:00:00Z');

export function AccessibilityPage() {
  const a = useInfoTexts().accessibility;
  const { locale, publicConfig } = useViewer();
  return (
    <InfoPage title={a.title} lead={a.lead}>
      <InfoSection id="status" title={a.statusTitle}>
        <p>{a.status}</p>
      </InfoSection>
      <InfoSection id="measures" title={a.measuresTitle}>
        <BulletList items={[a.measureAxe, a.measureKeyboard, a.measureForms, a.measureContrast, a.measureLanguages]} />
      </InfoSection>
      <InfoSection id="limits" title={a.limitsTitle}>
        <BulletList items={[a.limitUploads, a.limitClassic, a.limitCharts]} />
      </InfoSection>
      <InfoSection id="report" title={a.reportTitle}>
        <p>{a.report}</p>
        <p>
          <Link to={`?${FEEDBACK_FLAG}=open`} preventScrollReset>
            {a.reportButton}
          </Link>
        </p>
        {publicConfig.classicSiteUrl && (
          <p>
            <a href={`${publicConfig.classicSiteUrl}/accessibility-settings`}>{a.settingsLink}</a>
          </p>
        )}
      </InfoSection>
      <p className="mt-10 text-sm text-muted">{fmt(a.reviewed, { date: formatDate(REVIEWED, locale) })}</p>
    </InfoPage>
  );
}
