/**
 * Language assessment: a member asks to be assessed in a pair from their
 * profile (one open request a pair, a retake 30 days after a fail, never
 * after a pass); staff grade it, the member is told, and a pass shows on the
 * profile as a verified credential.
 */
import type { FastifyRequest } from 'fastify';
import {
  ALREADY_ASSESSED,
  ALREADY_PASSED,
  ALREADY_REQUESTED,
  ASSESSMENT_NOT_FOUND,
  type Assessment,
  type AssessmentRequest,
  type AssessmentResult,
  type AssessmentStatus,
  PAIR_NOT_ON_PROFILE,
  RETAKE_DAYS,
  RETAKE_TOO_SOON,
} from '../../../contract/language-assessment.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import type { AssessmentRepository, AssessmentRow } from './repository.ts';

const DAY = 86_400_000;
const QUEUE = 200;
const PAIRS_SHOWN = 12;

const toAssessment = (row: AssessmentRow): Assessment => ({
  id: row.id,
  entityId: row.entityId,
  name: row.name,
  sourceLang: row.sourceLang,
  targetLang: row.targetLang,
  status: row.status as AssessmentStatus,
  score: row.score,
  feedback: row.feedback,
  requestedAt: row.requestedAt.toISOString(),
  assessedAt: row.assessedAt?.toISOString() ?? null,
});

export function createAssessmentService(deps: {
  repo: AssessmentRepository;
  notifications: NotificationService;
  audit: AuditService;
  /** What follows a change of what a member's profile shows (a new credential). */
  profileChanged: (entityId: number) => Promise<void>;
  now?: () => number;
}) {
  const { repo, notifications, audit, profileChanged } = deps;
  const now = deps.now ?? Date.now;
  return {
    async mine(request: FastifyRequest) {
      const entityId = request.viewer.entityId;
      const [items, pairs] = await Promise.all([repo.ofMember(entityId), repo.pairs(entityId)]);
      return { items: items.map(toAssessment), pairs };
    },
    async request(request: FastifyRequest, pair: AssessmentRequest): Promise<Assessment> {
      const entityId = request.viewer.entityId;
      const [pairs, earlier] = await Promise.all([repo.pairs(entityId), repo.ofMember(entityId)]);
      if (!pairs.some((p) => p.sourceLang === pair.sourceLang && p.targetLang === pair.targetLang))
        throw badRequest(PAIR_NOT_ON_PROFILE, { targetLang: PAIR_NOT_ON_PROFILE });
      const same = earlier.filter((a) => a.sourceLang === pair.sourceLang && a.targetLang === pair.targetLang);
      if (same.some((a) => a.status === 'passed')) throw conflict(ALREADY_PASSED);
      const lastFail = same.find((a) => a.status === 'failed');
      if (lastFail?.assessedAt && now() - lastFail.assessedAt.getTime() < RETAKE_DAYS * DAY)
        throw conflict(RETAKE_TOO_SOON);
      const id = await repo.insert(entityId, pair.sourceLang, pair.targetLang);
      if (id === null) throw conflict(ALREADY_REQUESTED);
      return toAssessment((await repo.byId(id))!);
    },
    async queue(status: AssessmentStatus) {
      return { items: (await repo.byStatus(status, QUEUE)).map(toAssessment) };
    },
    async grade(request: FastifyRequest, id: number, result: AssessmentResult): Promise<Assessment> {
      const before = await repo.byId(id);
      if (!before) throw notFound(ASSESSMENT_NOT_FOUND);
      if (!(await repo.grade(id, result, request.viewer.entityId, new Date(now())))) throw conflict(ALREADY_ASSESSED);
      await audit.record(request, result.passed ? 'assessment.pass' : 'assessment.fail', id, { score: result.score });
      if (result.passed) await profileChanged(before.entityId);
      const words = mailWords('assessment', {
        title: result.passed ? 'passedTitle' : 'failedTitle',
        message: result.passed ? 'passedMessage' : 'failedMessage',
        values: { pair: `${before.sourceLang} → ${before.targetLang}`, score: result.score },
      });
      await notifications.create(
        {
          userId: before.entityId,
          type: 'language_assessment',
          redirectUrl: '/language-assessment',
          ...noticeOf(words, before.siteLang),
        },
        `assessment:${id}`,
      );
      return toAssessment((await repo.byId(id))!);
    },
    pairs: () => repo.passedPairs(PAIRS_SHOWN),
  };
}
