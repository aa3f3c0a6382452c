import { E_SEAL_PRESETS, E_SEAL_SOURCE_LABELS, E_SEAL_SOURCES, ESealApplyBody, type ESealSource, type ESealSourceBody } from '@notaria/contracts';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FileField, type StoredFileRef } from '../../../components/file-field';
import { EditDialog } from '../../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { parseTime } from '../../../utils/time';
import { useApplyESeal, useESealOptions, useFinalDocuments, useInspect, usePagePreview } from './api';
import { PositionPicker, type SealPosition } from './position-picker';

interface Values {
  source: ESealSource;
  documentId?: number;
  file?: StoredFileRef;
  sealId?: number;
  page: number;
  position: SealPosition;
  sizeMm: number;
  reason: string;
}

/** 已出证公证书: found by title, certificate number or case number. */
function DocumentSelect({ value, onChange }: { value?: number; onChange?: (v: number | undefined) => void }) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useFinalDocuments(term.trim());
  return (
    <Select<number>
      aria-label="公证书"
      showSearch={{ filterOption: false, onSearch: setTerm }}
      value={value}
      onChange={onChange}
      loading={isFetching}
      placeholder="输入公证书编号、标题或业务编号查找"
      notFoundContent={isFetching ? '查找中…' : '没有已出证的公证书'}
      options={(data ?? []).map((d) => ({
        value: d.id,
        label: `${d.title}${d.certificateNumber ? `（${d.certificateNumber}）` : ''} · ${d.caseNo}${d.finalizedAt ? ` · ${parseTime(d.finalizedAt, '{y}-{m}-{d}')}出证` : ''}`,
      }))}
    />
  );
}

const sourceBodyOf = (v: Partial<Values>): ESealSourceBody | null => {
  if (v.source === 'DOCUMENT' && v.documentId) return { source: 'DOCUMENT', documentId: v.documentId };
  if (v.source === 'UPLOAD' && v.file) return { source: 'UPLOAD', fileUrl: v.file.url };
  return null;
};

/** 申请电子签章: which final PDF, which electronic seal, where on which page, and why; stamped once approved. */
export function ApplyDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const apply = useApplyESeal();
  const options = useESealOptions();
  const values = (Form.useWatch([], form) ?? {}) as Partial<Values>;
  const src = useMemo(() => sourceBodyOf(values), [values.source, values.documentId, values.file?.url]); // eslint-disable-line react-hooks/exhaustive-deps
  const info = useInspect(src);
  const pages = info.data?.pages ?? [];
  const pageNo = Math.min(values.page ?? 1, Math.max(pages.length, 1));
  const preview = usePagePreview(src && pages.length ? { ...src, page: pageNo } : null);
  const seals = options.data?.seals ?? [];

  return (
    <EditDialog<Values>
      title="申请电子签章"
      name="eSealApply"
      form={form}
      width={980}
      okText="提交审批"
      initialValues={{ source: 'DOCUMENT', page: 1, position: { x: E_SEAL_PRESETS.BOTTOM_RIGHT.x, y: E_SEAL_PRESETS.BOTTOM_RIGHT.y }, sizeMm: 40 }}
      onValuesChange={(changed: Partial<Values>) => {
        if ('source' in changed || 'documentId' in changed || 'file' in changed) form.setFieldValue('page', 1);
      }}
      onClose={onClose}
      onSave={async (v) => {
        const body = sourceBodyOf(v);
        if (!body || !v.sealId) throw new Error('incomplete');
        await apply.mutateAsync({ ...body, sealId: v.sealId, page: v.page, x: v.position.x, y: v.position.y, sizeMm: v.sizeMm, reason: v.reason.trim() });
        return '已提交电子签章审批，审批通过后自动签章';
      }}
    >
      <Row gutter={32}>
        <Col span={11}>
          <Form.Item name="source" label="文件来源">
            <Radio.Group optionType="button" options={E_SEAL_SOURCES.map((s) => ({ value: s, label: E_SEAL_SOURCE_LABELS[s] }))} />
          </Form.Item>
          {values.source === 'UPLOAD' ? (
            <Form.Item
              name="file"
              label="待签章文件"
              rules={[{ required: true, message: '请上传待签章的 PDF 文件' }]}
              extra="只接受定稿的 PDF；签章生成新文件，原文件保持不变"
            >
              <FileField noun="PDF 文件" uploadText="上传 PDF" accept="application/pdf,.pdf" nameWidth={360} />
            </Form.Item>
          ) : (
            <Form.Item name="documentId" label="公证书" rules={[{ required: true, message: '请选择已出证的公证书' }]} extra="只列出已出证（定稿）的公证书">
              <DocumentSelect />
            </Form.Item>
          )}
          <Form.Item name="sealId" label="电子印章" rules={rulesFrom(ESealApplyBody, 'sealId')}>
            <Select
              aria-label="电子印章"
              placeholder="选择启用中的电子印章"
              loading={options.isPending}
              notFoundContent="本处没有可用的电子印章"
              options={seals.map((s) => ({ value: s.id, label: `${s.name}（${s.owner}）` }))}
            />
          </Form.Item>
          {options.data && seals.length === 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="本处还没有可用的电子印章"
              description="电子印章须已启用、在有效期内并上传印模图片，请联系印章管理员在“印章管理”中登记。"
            />
          )}
          <Space size="large" align="start">
            <Form.Item name="page" label={`页码${pages.length ? `（共 ${pages.length} 页）` : ''}`} rules={rulesFrom(ESealApplyBody, 'page')}>
              <Select
                aria-label="页码"
                style={{ width: 140 }}
                disabled={!pages.length}
                placeholder="先选择文件"
                options={pages.map((_, i) => ({ value: i + 1, label: `第 ${i + 1} 页` }))}
              />
            </Form.Item>
            <Form.Item name="sizeMm" label="印章直径" rules={rulesFrom(ESealApplyBody, 'sizeMm')}>
              <InputNumber aria-label="印章直径" min={20} max={60} precision={0} suffix="毫米" style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Form.Item name="reason" label="用途" rules={rulesFrom(ESealApplyBody, 'reason')}>
            <Input.TextArea rows={3} maxLength={maxLengthOf(ESealApplyBody, 'reason')} showCount placeholder="如：公证书电子副本发送当事人" />
          </Form.Item>
        </Col>
        <Col span={13}>
          <Form.Item name="position" label="印章位置" extra={pages.length ? '点击页面放置印章，或选择预设位置' : undefined}>
            {pages.length ? (
              <PositionPicker page={pages[pageNo - 1]} sizeMm={values.sizeMm ?? 40} image={preview.data} loading={preview.isFetching} />
            ) : (
              <div style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '120px 24px', textAlign: 'center' }}>
                <Typography.Text type="secondary">{info.isFetching ? '正在读取文件…' : '选择公证书或上传 PDF 后，在此放置印章'}</Typography.Text>
              </div>
            )}
          </Form.Item>
        </Col>
      </Row>
    </EditDialog>
  );
}
