/**
 * The job a client is inviting professionals to, for this tab: the one whose "Find professionals to
 * invite" she followed, or the one she last invited someone to. The invitation dialog offers it first,
 * so inviting several people from the directory is one click each, not a choice of job each time.
 */
const KEY = 'wordhive.inviteJob';

export function rememberInviteJob(jobId: number): void {
  try {
    sessionStorage.setItem(KEY, String(jobId));
  } catch {
    // Storage refused (a private window's quota): the dialog falls back to the newest job.
  }
}

export function rememberedInviteJob(): number | null {
  try {
    const id = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
