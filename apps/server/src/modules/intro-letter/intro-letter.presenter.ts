import type { IntroLetterPurpose, IntroLetterRow, IntroLetterStatus } from '@notaria/contracts';
import type { IntroLetterRecord } from './intro-letter.repo.ts';

/** A letter as the lists show it. */
export const toRow = (r: IntroLetterRecord): IntroLetterRow => ({
  id: r.id,
  status: r.status as IntroLetterStatus,
  letterNo: r.letterNo,
  applicantId: r.applicantId,
  applicantName: r.applicantName,
  destination: r.destination,
  persons: r.persons,
  purpose: r.purpose as IntroLetterPurpose,
  matter: r.matter,
  validDays: r.validDays,
  validUntil: r.validUntil,
  caseId: r.caseId,
  caseNumber: r.caseNumber,
  fewPersons: r.fewPersons,
  approvalId: r.approvalId,
  approverName: r.approverName,
  issuedAt: r.issuedAt?.toISOString() ?? null,
  voidReason: r.voidReason,
  voidedByName: r.voidedByName,
  voidedAt: r.voidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** 张三、李四（2人） */
export const personsText = (r: Pick<IntroLetterRecord, 'persons'>) => `${r.persons.map((p) => p.name).join('、')}（${r.persons.length}人）`;

/** The last day a letter issued on `issuedOn` (China date) is valid, the day of issue counting as the first. */
export function validUntilOf(issuedOn: string, validDays: number): string {
  const t = Date.parse(`${issuedOn}T00:00:00Z`) + (validDays - 1) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
