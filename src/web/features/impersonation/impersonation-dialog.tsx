/**
 * Opens the impersonation popup (impersonation-modal.tsx) on the site-wide flag
 * `?impersonate=open`, for admins and pseudo sessions; its code loads when it opens.
 */
import { rolesOf } from '../../../contract/session.ts';
import { onDemand } from '../../ui/on-demand.tsx';
import { useQueryFlag } from '../../ui/use-query-flag.ts';
import { useViewer } from '../../viewer.ts';
import { IMPERSONATE_FLAG } from './impersonation.ts';

const ImpersonationModal = onDemand(() => import('./impersonation-modal.tsx').then((m) => m.ImpersonationModal));

export function ImpersonationDialog() {
  const flag = useQueryFlag(IMPERSONATE_FLAG);
  const { user } = useViewer();
  const roles = rolesOf(user);
  if (!flag.open || !user || !(roles.isAdmin || roles.isPseudo)) return null;
  return (
    <ImpersonationModal
      onClose={flag.close}
      adminEntityId={user.is_pseudo ? user.admin_entity_id : user.entity_id}
      pseudo={user.is_pseudo}
    />
  );
}
