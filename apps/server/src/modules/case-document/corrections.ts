import type { Tx } from '../../db/client.ts';
import type { Actor } from '../auth/auth.api.ts';
import type { CaseRecord, PreparedStep } from '../business/business.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './case-document.repo.ts';
import { MODULE } from './case-documents.ts';
import { generateDocument } from './generate.ts';

/**
 * A special flow approved on a certified case (终止/撤回 after 出证) withdraws its certificates: each FINAL 公证书
 * becomes VOID and a new DRAFT version replaces it (version + 1, replacesId, starting from the voided text). Both
 * are kept; the voided one keeps its stored PDF and chain entries, so a scan of it still finds what it was.
 */
async function voidCertificates(tx: Tx, actor: Actor, before: CaseRecord) {
  const finals = (await repo.documentsOfCase(tx, actor.tenantId, before.id)).filter((d) => d.kind === 'CERTIFICATE' && d.status === 'FINAL');
  for (const d of finals) {
    await repo.updateDocument(tx, actor.tenantId, d.id, { status: 'VOID', updatedBy: actor.userId });
    const next = await generateDocument(tx, actor, before, { kind: 'CERTIFICATE', caseItemId: d.caseItemId, replaces: d });
    await audit(tx, actor, {
      module: MODULE,
      action: 'void',
      targetId: d.id,
      after: { number: d.certificateNumber, replacedBy: next.id, version: next.version },
      message: `${before.businessNumber}：${d.title}（${d.certificateNumber}）作废，新建第 ${next.version} 版草稿`,
    });
  }
}

export const correctionStep = {
  async prepare(_db: unknown, actor: Actor): Promise<PreparedStep> {
    return { apply: (tx, before) => (before.statusBeforeSpecial === 'CERTIFIED' ? voidCertificates(tx, actor, before) : Promise.resolve()) };
  },
};
