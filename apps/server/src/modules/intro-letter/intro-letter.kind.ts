import { chinaDate, FEW_PERSONS_WARNING, INTRO_LETTER_PURPOSE_LABELS, type IntroLetterPurpose } from '@notaria/contracts';
import { registerApprovalKind } from '../approval/approval.api.ts';
import { allocateNumberByCode } from '../number/number.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { letterOfApproval, updateLetter } from './intro-letter.repo.ts';
import { personsText, validUntilOf } from './intro-letter.presenter.ts';

export const INTRO_LETTER_KIND = 'introductionLetter';
/** The number rule (and the ledger's business type) of the letters. */
export const INTRO_LETTER_RULE = 'introductionLetter';
export const MODULE = 'introLetter';

// 介绍信 through the approval engine: the last approval numbers the letter in the deciding transaction, so the number
// exists iff the approval does; a rejection or withdrawal closes it without a number.
registerApprovalKind({
  kind: INTRO_LETTER_KIND,
  title: '介绍信',
  flowCode: 'introductionLetter',
  async onApproved(tx, request, actor) {
    const letter = await letterOfApproval(tx, request.tenantId, request.id, true);
    if (!letter || letter.status !== 'PENDING') return;
    const now = new Date();
    const allocated = await allocateNumberByCode(tx, request.tenantId, INTRO_LETTER_RULE, {
      date: now,
      businessType: INTRO_LETTER_RULE,
      businessId: String(letter.id),
      issuedBy: actor.userId,
    });
    const validUntil = validUntilOf(chinaDate(now), letter.validDays);
    await updateLetter(tx, request.tenantId, letter.id, {
      status: 'APPROVED',
      letterNo: allocated.number,
      ledgerId: allocated.ledgerId,
      approverName: actor.name,
      issuedAt: now,
      validUntil,
    });
    await audit(tx, actor, {
      module: MODULE,
      action: 'issue',
      targetId: letter.id,
      message: `开具介绍信 ${allocated.number}：${letter.destination}，${personsText(letter)}，有效期至 ${validUntil}`,
    });
  },
  async onClosed(tx, request, _actor, outcome) {
    const letter = await letterOfApproval(tx, request.tenantId, request.id, true);
    if (letter?.status === 'PENDING') await updateLetter(tx, request.tenantId, letter.id, { status: outcome });
  },
  async describe(tx, request) {
    const letter = await letterOfApproval(tx, request.tenantId, request.id);
    if (!letter) return [];
    return [
      { label: '前往单位', value: letter.destination },
      { label: '人员', value: personsText(letter) },
      { label: '事由', value: `${INTRO_LETTER_PURPOSE_LABELS[letter.purpose as IntroLetterPurpose] ?? letter.purpose}：${letter.matter}` },
      { label: '有效期', value: `${letter.validDays} 天（自开具之日起）` },
      ...(letter.caseNumber ? [{ label: '关联业务', value: letter.caseNumber }] : []),
      ...(letter.fewPersons ? [{ label: '提示', value: `⚠ ${FEW_PERSONS_WARNING}` }] : []),
      ...(letter.letterNo ? [{ label: '介绍信编号', value: letter.letterNo }] : []),
    ];
  },
});
