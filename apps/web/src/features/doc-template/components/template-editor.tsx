import { type TemplateDetail } from '@notaria/contracts';
import { Alert, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DocumentEditor } from '../../../components/document-editor';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/request';
import { previewTemplate } from '../api/preview-template';
import { useFieldCatalogue } from '../api/templates';
import { ENGINE_LABELS, kindLabel, scopeLabel } from '../labels';
import { DocxPanel } from './docx-panel';
import { nothingToPublish } from './template-row-actions';
import { TemplateSidePanel } from './template-side-panel';
import { useTemplateDraft } from './use-template-draft';
import styles from './doc-template.module.css';

const SAVE_STATE = { saved: '已保存', unsaved: '未保存' } as const;

/**
 * One template being written: settings on the left, the page (or the Word file) on the right, and 预览, 保存 and
 * 发布 above. `onDirty` tells the drawer whether closing would lose changes.
 */
export function TemplateEditor({ initial, onDirty }: { initial: TemplateDetail; onDirty(dirty: boolean): void }) {
  const draft = useTemplateDraft(initial);
  const { template, dirty, busy } = draft;
  const readOnly = !template.abilities.edit;
  const catalogue = useFieldCatalogue(template.kind);
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const preview = async () => {
    if (dirty && !(await draft.save())) return;
    setPreviewing(true);
    try {
      const file = await previewTemplate(template.id, template.name);
      void notify.success(`预览已下载：${file}`);
    } catch (e) {
      if (!(e instanceof ApiError)) void notify.error('预览失败，请稍后重试');
    } finally {
      setPreviewing(false);
    }
  };

  const publishBlocked = template.engine === 'DOCX' && !template.docxFileKey ? '请先上传 Word 文件' : !dirty ? nothingToPublish(template) : undefined;

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <Space size={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {template.name}
          </Typography.Text>
          <Tag color="blue">{scopeLabel(template.scope)}</Tag>
          <Tag>{kindLabel(template.kind)}</Tag>
          <Tag>{ENGINE_LABELS[template.engine]}</Tag>
          <Typography.Text type="secondary">
            {template.publishedVersion > 0 ? `已发布第 ${template.publishedVersion} 版` : '未发布'}
            {template.hasDraft && !dirty && template.publishedVersion > 0 ? '，有未发布的修改' : ''}
          </Typography.Text>
          {!readOnly && (
            <Typography.Text type={dirty ? 'warning' : 'secondary'} data-testid="save-state">
              {busy === 'save' ? '保存中…' : dirty ? SAVE_STATE.unsaved : SAVE_STATE.saved}
            </Typography.Text>
          )}
        </Space>
        <Space>
          <Button onClick={() => void preview()} loading={previewing} disabled={template.engine === 'DOCX' && !template.docxFileKey}>
            预览
          </Button>
          {!readOnly && (
            <Button onClick={() => void draft.save()} loading={busy === 'save'} disabled={!dirty}>
              保存
            </Button>
          )}
          {template.abilities.publish && (
            <Popconfirm
              title={`发布为第 ${template.publishedVersion + 1} 版？`}
              description={dirty ? '将先保存当前修改。之后生成的文书使用新版本，已生成的文书不受影响。' : '之后生成的文书使用新版本，已生成的文书不受影响。'}
              okText="发布"
              cancelText="取消"
              disabled={!!publishBlocked}
              onConfirm={() => draft.publish()}
            >
              <Button type="primary" loading={busy === 'publish'} disabled={!!publishBlocked} title={publishBlocked}>
                发布
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>
      {readOnly && (
        <Alert banner type="info" title={template.abilities.copy ? '此模板您只能查看；如需修改，请复制到本处模板或个人模板后编辑。' : '此模板您只能查看。'} />
      )}
      <div className={styles.body}>
        <aside className={styles.side}>
          <TemplateSidePanel form={draft.form} initialValues={draft.initialValues} template={template} readOnly={readOnly} onChange={draft.markDirty} />
        </aside>
        <main className={styles.main}>
          {template.engine === 'DOCX' ? (
            <DocxPanel template={template} catalogue={catalogue.data ?? []} readOnly={readOnly} onUploaded={(t) => draft.adopt(t, false)} />
          ) : (
            <DocumentEditor
              content={draft.content}
              page={draft.page}
              fields={catalogue.data ?? []}
              readOnly={readOnly}
              onChange={draft.changeContent}
              label="模板正文"
            />
          )}
        </main>
      </div>
    </div>
  );
}
