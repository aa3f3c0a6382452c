import { type ESealDetail, type ESealDocument, type ESealOptions, type ESealPageQuery, type ESealRow, type PageResult } from '@notaria/contracts';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { cases } from '../../business/business.table.ts';
import { caseDocuments } from '../../case-document/case-document.table.ts';
import { sealRegister } from '../seal.table.ts';
import { storedBytes } from './e-seal-source.ts';
import type { ESealProvider } from './e-seal-provider.ts';
import { electronicSealOptions } from './e-seal-seal.ts';
import { assertMayHandle } from './e-seal-stamp.ts';
import { presentDetail, presentRow } from './e-seal.presenter.ts';
import * as repo from './e-seal.repo.ts';
import type { FileStorage } from '../../files/files.api.ts';

const DOCUMENT_CHOICES = 20;

export const pageESeals = (db: Database, actor: Actor, q: ESealPageQuery): Promise<PageResult<ESealRow>> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const { list, total } = await repo.pageRequests(tx, actor.tenantId, actor.userId, q);
    return { list: list.map(presentRow), total };
  });

export const eSealDetail = (db: Database, actor: Actor, id: number): Promise<ESealDetail> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await repo.findRequest(tx, actor.tenantId, id);
    assertMayHandle(actor, r);
    const [reg] = await tx
      .select({ seq: sealRegister.seq })
      .from(sealRegister)
      .where(and(eq(sealRegister.tenantId, actor.tenantId), eq(sealRegister.requestKind, 'electronicSeal'), eq(sealRegister.requestId, r.id)));
    return presentDetail(r, r.status === 'APPROVED', reg?.seq ?? null);
  });

export const eSealOptions = (db: Database, actor: Actor, provider: ESealProvider): Promise<ESealOptions> =>
  inTenant(db, actor.tenantId, async (tx) => ({
    seals: await electronicSealOptions(tx, actor.tenantId),
    provider: { kind: provider.kind, name: provider.name, certified: provider.certified },
  }));

/** FINAL documents (公证书 and other issued documents) to pick from, newest first. */
export const eSealDocuments = (db: Database, actor: Actor, keyword?: string): Promise<ESealDocument[]> =>
  inTenant(db, actor.tenantId, async (tx) => {
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await tx
      .select({ d: caseDocuments, caseNo: cases.businessNumber })
      .from(caseDocuments)
      .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
      .where(
        and(
          eq(caseDocuments.tenantId, actor.tenantId),
          eq(caseDocuments.status, 'FINAL'),
          like ? or(ilike(caseDocuments.title, like), ilike(caseDocuments.certificateNumber, like), ilike(cases.businessNumber, like)) : undefined,
        ),
      )
      .orderBy(desc(caseDocuments.finalizedAt), desc(caseDocuments.id))
      .limit(DOCUMENT_CHOICES);
    return rows
      .filter((r) => r.d.pdfFileId)
      .map(({ d, caseNo }) => ({
        id: d.id,
        title: d.title,
        certificateNumber: d.certificateNumber,
        caseNo,
        finalizedAt: d.finalizedAt?.toISOString() ?? null,
      }));
  });

/** The stamped PDF (once stamped) or the original, for the applicant and the approvers. */
export const eSealFile = (db: Database, storage: FileStorage, actor: Actor, id: number, which: 'STAMPED' | 'ORIGINAL') =>
  inTenant(db, actor.tenantId, async (tx) => {
    const r = await repo.findRequest(tx, actor.tenantId, id);
    assertMayHandle(actor, r);
    if (which === 'STAMPED' && !r.stampedFileId) throw new AppError('CONFLICT', '该申请尚未签章，没有签章后的文件');
    const bytes = await storedBytes(tx, storage, actor.tenantId, which === 'STAMPED' ? r.stampedFileId! : r.sourceFileId);
    const base = r.documentName.replace(/\.pdf$/i, '');
    return { bytes, fileName: which === 'STAMPED' ? `${base}（已签章）.pdf` : `${base}.pdf` };
  });
