import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { CustomerImportResult } from '@notaria/contracts';
import { Alert, Button, Modal, Space, Spin, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { downloadXlsx } from '../../../lib/export-xlsx';
import { notify } from '../../../lib/notify';
import { useImportCustomers, type CustomerKind } from '../api/import-customers';

const MAX_BYTES = 5 * 1024 * 1024;

export interface ImportSpec {
  kind: CustomerKind;
  /** 个人客户 / 机构客户 */
  noun: string;
  /** Header → field of the contracts import columns, in template order. */
  columns: Record<string, string>;
  required: string[];
  /** Columns Excel must keep as text. */
  textColumns: string[];
}

/** An empty sheet with the header row the server reads. */
export const downloadImportTemplate = (spec: ImportSpec) =>
  downloadXlsx(
    `${spec.noun}导入模板`,
    [],
    Object.keys(spec.columns).map((title) => ({ title, value: () => null, width: Math.max(12, title.length * 2 + 4) })),
    spec.noun,
  );

/** 导入结果: how many rows were read and saved, and why each other row was not. */
export function ImportResultDialog({ noun, result, onClose }: { noun: string; result: CustomerImportResult; onClose: () => void }) {
  const failed = result.errors.length;
  return (
    <Modal
      title={`${noun}导入结果`}
      open
      width={680}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
      destroyOnHidden
    >
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="数据行数" value={result.total} />
        <Statistic title="成功导入" value={result.created} styles={{ content: { color: '#389e0d' } }} />
        <Statistic title="未导入" value={failed} styles={failed ? { content: { color: '#cf1322' } } : undefined} />
      </Space>
      {failed === 0 ? (
        <Alert type="success" showIcon title={result.total ? '全部数据行均已导入' : '表格中没有数据行，请在表头下方逐行填写后再导入'} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">以下行未导入，其余行已保存。请在表格中改正这些行（可删去已导入的行）后再次导入。</Typography.Paragraph>
          <Table
            rowKey={(e) => `${e.row}:${e.message}`}
            size="small"
            dataSource={result.errors}
            pagination={result.errors.length > 10 ? { pageSize: 10, showTotal: (t) => `共 ${t} 行` } : false}
            columns={[
              { title: '行号', dataIndex: 'row', width: 80, render: (v: number) => `第 ${v} 行` },
              { title: '原因', dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/** 导入: pick an .xlsx, upload it as the request body, then show the per-row report. */
export function ImportDialog({ spec, onClose }: { spec: ImportSpec; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CustomerImportResult | null>(null);
  const run = useImportCustomers(spec.kind);

  if (result) return <ImportResultDialog noun={spec.noun} result={result} onClose={onClose} />;

  const pick = (f: File) => {
    if (!/\.xlsx$/i.test(f.name)) setProblem('请选择 .xlsx 格式的 Excel 文件（.xls 请先另存为 .xlsx）');
    else if (f.size > MAX_BYTES) setProblem('文件不能超过 5 MB，请分批导入');
    else setProblem(null);
    setFile(f);
    return false;
  };

  const upload = () => {
    if (!file) return setProblem('请先选择要导入的 Excel 文件');
    if (problem) return;
    // The request layer shows a refusal; the chosen file stays so it can be sent again.
    run.mutate(file, { onSuccess: (r) => setResult(r) });
  };

  return (
    <Modal
      title={`导入${spec.noun}`}
      open
      width={600}
      onCancel={run.isPending ? undefined : onClose}
      closable={!run.isPending}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate(spec).catch(() => notify.error('模板生成失败，请重试', 3))}>
            下载导入模板
          </Button>
          <Button onClick={onClose} disabled={run.isPending}>
            取消
          </Button>
          <Button type="primary" loading={run.isPending} onClick={upload}>
            开始导入
          </Button>
        </Space>
      }
    >
      <Spin spinning={run.isPending} description="正在上传并逐行核对，请稍候…">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          请使用导入模板：第一行为表头，{spec.required.join('、')}为必填；{spec.textColumns.join('、')}列请设为“文本”格式，以免 Excel 改写长数字。 每次最多 5
          000 行、5 MB，校验通过的行会保存，其余行逐行说明原因。
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={pick}
          disabled={run.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? `已选择：${file.name}` : '点击或将 Excel 文件拖到此处'}</p>
          <p className="ant-upload-hint">{file ? '点击可重新选择' : '仅支持 .xlsx'}</p>
        </Upload.Dragger>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      </Spin>
    </Modal>
  );
}
