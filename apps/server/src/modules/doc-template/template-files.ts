import { PLATFORM_TENANT_ID, type DocKind, type TemplateDetail } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { writeGenerated, type FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { documentPdf, docxTags } from '../render/render.api.ts';
import { sampleValues } from './doc-fields.ts';
import * as repo from './doc-template.repo.ts';
import { detailOf, scoped, visibleTemplate } from './doc-template.service.ts';
import { docxContent } from './docx-content.ts';
import { snapshot } from './template-presenter.ts';
import { assertMayEdit, conflict } from './template-rules.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Stores the Word file of a DOCX-engine template (a public template's with the platform) and replaces the draft's
 * reading copy; its placeholders are checked when the template is published. A broken file or tag is a 400.
 */
export async function uploadDocx(db: Database, actor: Actor, storage: FileStorage, id: number, fileName: string, bytes: Buffer): Promise<TemplateDetail> {
  const t = await visibleTemplate(db, actor, id);
  assertMayEdit(actor, t);
  if (t.engine !== 'DOCX') throw invalid('该模板不是 Word 模板，不能上传 Word 文件');
  if (!/\.docx$/i.test(fileName)) throw invalid('请上传 .docx 格式的 Word 文件');
  const content = docxContent(bytes, fileName, docxTags(bytes));
  const owner = t.scope === 'PUBLIC' ? PLATFORM_TENANT_ID : actor.tenantId;
  const file = await writeGenerated(storage, owner, fileName.slice(-200), DOCX_MIME, bytes);
  try {
    await scoped(db, actor, t.scope, async (tx) => {
      await file.record(tx, actor.userId);
      const after = await repo.updateIfRevision(tx, t.id, t.revision, { docxFileId: file.key, content, updatedBy: actor.userId });
      if (!after) throw conflict();
      await audit(tx, actor, {
        module: 'docTemplate',
        action: 'uploadDocx',
        targetId: t.id,
        before: snapshot(t),
        after: { ...snapshot(after), sha256: file.sha256 },
      });
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
  return detailOf(db, actor, t.id);
}

/** The draft printed with every field's sample value, watermarked 预览. */
export async function previewPdf(db: Database, actor: Actor, id: number): Promise<{ name: string; bytes: Buffer }> {
  const t = await visibleTemplate(db, actor, id);
  const bytes = await documentPdf(t.content, t.page, { values: sampleValues(t.kind as DocKind), title: t.name, watermark: '预览' });
  return { name: `${t.name}（预览）.pdf`, bytes };
}
