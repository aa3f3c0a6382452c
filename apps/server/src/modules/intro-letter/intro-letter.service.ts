import {
  hasPermission,
  INTRO_LETTER_PURPOSE_LABELS,
  needsTwoPersons,
  type IntroLetterBody,
  type IntroLetterCaseOption,
  type IntroLetterPageQuery,
  type IntroLetterRow,
  type IntroLetterVoidBody,
  type PageResult,
} from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.ts';
import { startApproval } from '../approval/approval.api.ts';
import type { Actor } from '../auth/auth.api.ts';
import { voidNumber } from '../number/number.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { INTRO_LETTER_KIND, MODULE } from './intro-letter.kind.ts';
import { personsText, toRow } from './intro-letter.presenter.ts';
import * as repo from './intro-letter.repo.ts';

const APPROVE_FN = 'oa:approve:introductionLetter';
/** Holders of the approve function see, print and void every letter of the office; others only their own. */
export const oversees = (actor: Actor) => hasPermission(actor.permissions, APPROVE_FN);

/** A letter the actor may act on: their own, or any with the approve function. Another office's is 404. */
export async function letterFor(tx: Tx, actor: Actor, id: number, lock = false): Promise<repo.IntroLetterRecord> {
  const letter = lock ? await repo.lockLetter(tx, actor.tenantId, id) : await repo.findLetter(tx, actor.tenantId, id);
  if (!letter) throw notFound('介绍信');
  if (letter.applicantId !== actor.userId && !oversees(actor)) throw forbidden('只能处理本人申请的介绍信');
  return letter;
}

async function personsOf(tx: Tx, tenantId: number, ids: number[]) {
  const names = await repo.activeUsers(tx, tenantId, ids);
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length) throw invalid('所选人员不存在或已停用，请重新选择');
  return ids.map((id) => ({ id, name: names.get(id)! }));
}

/** 申请介绍信: the letter (审批中) and its approval request, in one transaction. */
export const applyLetter = (db: Database, actor: Actor, body: IntroLetterBody): Promise<IntroLetterRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const persons = await personsOf(tx, actor.tenantId, body.personIds);
    const linked = body.caseId ? await repo.caseOf(tx, actor.tenantId, body.caseId) : undefined;
    if (body.caseId && !linked) throw invalid('关联业务不存在');
    const letter = await repo.insertLetter(tx, {
      tenantId: actor.tenantId,
      applicantId: actor.userId,
      applicantName: actor.name,
      destination: body.destination,
      persons,
      purpose: body.purpose,
      matter: body.matter,
      validDays: body.validDays,
      caseId: linked?.id ?? null,
      caseNumber: linked?.businessNumber ?? '',
      fewPersons: needsTwoPersons(body.purpose, persons.length),
    });
    const summary = `前往${letter.destination}${INTRO_LETTER_PURPOSE_LABELS[body.purpose]}，${personsText(letter)}`;
    const approval = await startApproval(tx, actor, { kind: INTRO_LETTER_KIND, subjectId: letter.id, summary });
    const saved = await repo.updateLetter(tx, actor.tenantId, letter.id, { approvalId: approval.id });
    await audit(tx, actor, { module: MODULE, action: 'apply', targetId: letter.id, after: { ...body, persons, fewPersons: letter.fewPersons } });
    return toRow(saved);
  });

const page = (db: Database, actor: Actor, q: IntroLetterPageQuery, applicantId?: number): Promise<PageResult<IntroLetterRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { list, total } = await repo.pageLetters(tx, actor.tenantId, q, applicantId);
    return { total, list: list.map(toRow) };
  });

export const pageMine = (db: Database, actor: Actor, q: IntroLetterPageQuery) => page(db, actor, q, actor.userId);
export const pageOffice = (db: Database, actor: Actor, q: IntroLetterPageQuery) => page(db, actor, q);

/** 作废: the letter and its number in the ledger, with the reason; the number is never issued again. */
export const voidLetter = (db: Database, actor: Actor, body: IntroLetterVoidBody): Promise<IntroLetterRow> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const letter = await letterFor(tx, actor, body.id, true);
    if (letter.status === 'VOIDED') throw new AppError('CONFLICT', `介绍信 ${letter.letterNo} 已作废`);
    if (letter.status !== 'APPROVED') throw new AppError('CONFLICT', '只有已开具的介绍信可以作废；审批中的申请请在办公审批中撤回');
    const [voided] = await repo.markVoided(tx, actor.tenantId, letter.id, { voidReason: body.reason, voidedBy: actor.userId, voidedByName: actor.name });
    if (letter.ledgerId) await voidNumber(tx, actor, letter.ledgerId, body.reason);
    await audit(tx, actor, {
      module: MODULE,
      action: 'void',
      targetId: letter.id,
      diff: [
        { field: 'status', before: 'APPROVED', after: 'VOIDED' },
        { field: 'voidReason', before: '', after: body.reason },
      ],
    });
    return toRow(voided);
  });

export const caseOptions = (db: Database, actor: Actor, businessNumber: string): Promise<IntroLetterCaseOption[]> =>
  inTenant(db, actor.tenantId, (tx) => repo.casesLike(tx, actor.tenantId, businessNumber));
