import { chinaDate, dateNumeric, INTRO_LETTER_PURPOSE_LABELS, type IntroLetterPurpose } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { chooseTemplate, docSettings, templateVersion } from '../doc-template/doc-template.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { documentPdf } from '../render/render.api.ts';
import { MODULE } from './intro-letter.kind.ts';
import type { IntroLetterRecord } from './intro-letter.repo.ts';
import { letterFor } from './intro-letter.service.ts';

/** How the letter names the business: 联系{verb}{matter}事宜 (no verb twice when the matter starts with it). */
const VERB: Record<IntroLetterPurpose, string> = { VERIFY: '核实', CONTACT: '', COLLECT: '调取', OTHER: '' };
const business = (purpose: IntroLetterPurpose, matter: string) => {
  const verb = VERB[purpose] ?? '';
  return matter.startsWith(verb) ? matter : `${verb}${matter}`;
};
/** 李明、张婷等2位同志; one person: 李明同志. */
const personsPhrase = (names: string[]) => (names.length > 1 ? `${names.join('、')}等${names.length}位同志` : `${names[0] ?? ''}同志`);

/** The values the OA_LETTER template prints (form.* paths, as the template binds them). */
export function letterValues(letter: IntroLetterRecord, officeFullName: string): Record<string, string> {
  const purpose = letter.purpose as IntroLetterPurpose;
  return {
    'form.letterNo': letter.letterNo,
    'form.destination': letter.destination,
    'form.persons': letter.persons.map((p) => p.name).join('、'),
    'form.personCount': String(letter.persons.length),
    'form.purpose': `${INTRO_LETTER_PURPOSE_LABELS[purpose] ?? purpose}：${letter.matter}`,
    'form.personsPhrase': personsPhrase(letter.persons.map((p) => p.name)),
    'form.business': business(purpose, letter.matter),
    'form.validDays': String(letter.validDays),
    'form.validUntilCn': dateNumeric(letter.validUntil),
    'form.issuedDateCn': letter.issuedAt ? dateNumeric(chinaDate(letter.issuedAt)) : '',
    'form.approverName': letter.approverName,
    'form.applicantName': letter.applicantName,
    'form.caseNumber': letter.caseNumber || '无',
    'office.fullName': officeFullName,
  };
}

/**
 * The printable letter: counterfoil (存根) above the cut line, the letter below, from the office's OA_LETTER template
 * (the public one unless the office published its own). Only an issued letter prints; without Chromium the render
 * module answers 503 saying what to install. Every print is logged: a letter is a controlled form.
 */
export async function printLetter(db: Database, actor: Actor, id: number): Promise<{ fileName: string; bytes: Buffer }> {
  const input = await inTenant(db, actor.tenantId, async (tx) => {
    const letter = await letterFor(tx, actor, id);
    if (letter.status === 'VOIDED') throw new AppError('CONFLICT', `介绍信 ${letter.letterNo} 已作废，不能打印`);
    if (letter.status !== 'APPROVED') throw new AppError('CONFLICT', '介绍信尚未审批通过，不能打印');
    const template = await chooseTemplate(tx, actor.tenantId, actor.userId, 'OA_LETTER', null);
    if (!template) throw new AppError('CONFLICT', '没有可用的介绍信模板，请先在文书配置中发布');
    const version = await templateVersion(tx, template.id, template.publishedVersion);
    const settings = await docSettings(tx, actor.tenantId);
    return { letter, version, values: letterValues(letter, settings.officeFullName) };
  });
  const bytes = await documentPdf(input.version.content, input.version.page, { values: input.values, title: '介绍信', subject: input.letter.letterNo });
  await inTenant(db, actor.tenantId, (tx) =>
    audit(tx, actor, { module: MODULE, action: 'print', targetId: id, message: `打印介绍信 ${input.letter.letterNo}` }),
  );
  return { fileName: `介绍信-${input.letter.letterNo}.pdf`, bytes };
}
