import type { CaseDetail, CreateCaseBody, EditPartiesBody } from '@notaria/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { findInstitution, findPerson, findPersonById } from '../customer/customer.api.ts';
import { insertInstitution, insertPerson, toInstitution, toPerson } from '../customer/customer.api.ts';
import { checkPartiesEditable } from './business.policy.ts';
import * as repo from './business.repo.ts';
import { detail } from './case-detail.ts';
import { loadCase, record } from './case-steps.ts';

/** A party of a case: an existing customer, or a new one saved first; the case keeps a snapshot. */
export async function partyOf(tx: Tx, actor: Actor, p: CreateCaseBody['parties'][number]) {
  if (p.customerType === 'PERSONAL') {
    let row = p.customerId ? await findPerson(tx, actor.tenantId, p.customerId) : undefined;
    if (p.customerId && !row) throw invalid('所选个人客户不存在');
    if (!row) {
      if (!p.person) throw invalid('请选择客户或填写当事人信息');
      const idNumber = p.person.idNumber.trim().toUpperCase();
      const existing = p.person.idType ? await findPersonById(tx, actor.tenantId, p.person.idType, idNumber) : undefined;
      row = existing ?? (await insertPerson(tx, actor, p.person));
    }
    const { createdAt: _c, updatedAt: _u, ...snapshot } = toPerson(row);
    return { role: p.role, customerType: 'PERSONAL', customerId: row.id, name: row.name, idNumber: row.idNumber, snapshot };
  }
  let row = p.customerId ? await findInstitution(tx, actor.tenantId, p.customerId) : undefined;
  if (p.customerId && !row) throw invalid('所选机构客户不存在');
  if (!row) {
    if (!p.institution) throw invalid('请选择客户或填写机构信息');
    row = await insertInstitution(tx, actor, p.institution);
  }
  const { createdAt: _c, updatedAt: _u, ...snapshot } = toInstitution(row);
  return { role: p.role, customerType: 'INSTITUTION', customerId: row.id, name: row.name, idNumber: row.creditCode, snapshot };
}

export const checkApplicant = (parties: { role: string }[]) => {
  if (!parties.some((p) => p.role === 'APPLICANT')) throw invalid('至少需要一名申请人');
};

const partyText = (p: { role: string; name: string; idNumber: string }) => `${p.role}:${p.name}${p.idNumber ? `（${p.idNumber}）` : ''}`;

/** 编辑当事人: the whole list is replaced (before approval). */
export const editParties = (db: Database, actor: Actor, body: EditPartiesBody): Promise<CaseDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, body.id, true);
    checkPartiesEditable(c);
    checkApplicant(body.parties);
    const before = await repo.partiesOf(tx, actor.tenantId, [c.id]);
    const parties = [];
    for (const p of body.parties) parties.push(await partyOf(tx, actor, p));
    await repo.replaceParties(tx, actor.tenantId, c.id, parties);
    const b = before.map(partyText);
    const a = parties.map(partyText);
    await record(tx, actor, c, 'litigantEdit', `当事人：${a.join('、')}`, [{ field: 'parties', before: b, after: a }], '编辑当事人');
    return detail(tx, actor, await repo.updateCase(tx, actor.tenantId, c.id, {}));
  });
