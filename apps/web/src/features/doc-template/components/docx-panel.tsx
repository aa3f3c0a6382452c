import { InboxOutlined } from '@ant-design/icons';
import type { DocField, TemplateDetail } from '@notaria/contracts';
import { Alert, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { uploadDocx } from '../api/templates';
import { FieldList } from './field-list';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be a Word template, or null. */
export function docxProblem(file: { name: string; size: number }): string | null {
  if (!/\.docx$/i.test(file.name)) return '请选择 .docx 格式的 Word 文件（.doc 请先在 Word 中另存为 .docx）';
  if (file.size > MAX_BYTES) return 'Word 模板不能超过 10 MB';
  return null;
}

/**
 * A Word template: upload the .docx with {占位符} and {#循环}{/循环}, and see which placeholders were found, named
 * by the field catalogue where it knows them. Publication checks them on the server.
 */
export function DocxPanel({
  template,
  catalogue,
  readOnly,
  onUploaded,
}: {
  template: TemplateDetail;
  catalogue: readonly DocField[];
  readOnly: boolean;
  onUploaded(t: TemplateDetail): void;
}) {
  const [uploading, setUploading] = useState(false);
  const labels = new Map(catalogue.map((f) => [f.path, f.label]));

  const upload = async (file: File) => {
    const problem = docxProblem(file);
    if (problem) {
      void notify.error(problem);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadDocx(template.id, file));
      void notify.success('Word 模板已上传');
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ padding: 24 }}>
      <Space
        orientation="vertical"
        size={16}
        style={{ width: '100%', maxWidth: 880, padding: 24, boxSizing: 'border-box', background: '#fff', borderRadius: 8 }}
      >
        {!readOnly && (
          <Upload.Dragger
            accept={`.docx,${DOCX_TYPE}`}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {uploading ? '正在上传…' : template.docxFileKey ? '点击或拖入新的 .docx 文件以替换' : '点击或拖入 .docx 文件上传'}
            </p>
            <p className="ant-upload-hint">
              占位符写作 {'{parties.APPLICANT.0.name}'}，循环写作 {'{#列表}…{/列表}'}；可用的字段路径见下方“可用字段”
            </p>
          </Upload.Dragger>
        )}
        {template.docxFileKey ? (
          <div>
            <Typography.Title level={5}>找到的占位符（{template.fields.length}）</Typography.Title>
            {template.fields.length ? (
              <Space wrap size={[4, 8]} data-testid="docx-placeholders">
                {template.fields.map((path) => (
                  <Tag key={path} color={labels.has(path) ? 'blue' : 'default'} title={path}>
                    {labels.get(path) ?? path}
                  </Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">文件中没有占位符</Typography.Text>
            )}
            <Alert style={{ marginTop: 12 }} type="info" showIcon title="发布时会检查每个占位符：字段列表中没有的路径会被拒绝，并列出它们的名称。" />
          </div>
        ) : (
          <Alert type="warning" showIcon title="尚未上传 Word 文件；上传后才能预览和发布。" />
        )}
        <FieldList fields={catalogue} />
      </Space>
    </div>
  );
}
