import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { CaseDocumentRow } from '@notaria/contracts';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { exportDocument, finalCertificates, listCaseDocuments, printDocument, useFinalCertificates } from '../api/documents';

/** A certificate is issued from 已出证 on; before that there is no final 公证书 to fetch. */
const ISSUED: readonly string[] = ['CERTIFIED', 'WAIT_ARCHIVES', 'ARCHIVED'];

async function saveAll(caseId: number) {
  const final = finalCertificates(await listCaseDocuments(caseId));
  if (final.length === 0) return void notify.error('该业务还没有定稿的公证书', 3);
  for (const d of final) await exportDocument(d, 'pdf');
  void notify.success(final.length === 1 ? `已下载 ${final[0].certificateNumber}` : `已下载 ${final.length} 份公证书`);
}

/** 公证书 on a row of 出证 / 归档: downloads the case's final certificate(s) as the stored, sealed PDF. */
export function CertificateDownloadButton({ row }: { row: { id: number; status: string } }) {
  const [busy, setBusy] = useState(false);
  if (!ISSUED.includes(row.status)) return null;
  const run = () => {
    setBusy(true);
    saveAll(row.id)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button type="link" size="small" icon={<FilePdfOutlined />} loading={busy} onClick={run}>
      公证书
    </Button>
  );
}

function CertificateLine({ d }: { d: CaseDocumentRow }) {
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    exportDocument(d, 'pdf')
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} data-testid="final-certificate">
      <Space size={12}>
        <FilePdfOutlined style={{ color: '#cf1322' }} />
        <span>{d.title}</span>
        <Typography.Text strong>{d.certificateNumber}</Typography.Text>
        <Typography.Text type="secondary">定稿于 {parseTime(d.finalizedAt, '{y}-{m}-{d} {h}:{i}')}</Typography.Text>
        <Typography.Text type="secondary" copyable={{ text: d.sha256, tooltips: ['复制 SHA-256', '已复制'] }} style={{ fontSize: 12 }}>
          SHA-256 {d.sha256.slice(0, 12)}…
        </Typography.Text>
      </Space>
      <Space size={0}>
        <Button type="link" size="small" loading={busy} onClick={save}>
          下载 PDF
        </Button>
        <Button type="link" size="small" icon={<PrinterOutlined />} onClick={() => void printDocument(d)}>
          打印
        </Button>
      </Space>
    </Space>
  );
}

/** 公证书 in a case's detail: each final certificate, to download or print. */
export function CertificateFilesCard({ caseId, status }: { caseId: number; status: string }) {
  const { data } = useFinalCertificates(caseId, ISSUED.includes(status));
  if (!data?.length) return null;
  return (
    <Card size="small" title="公证书">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {data.map((d) => (
          <CertificateLine key={d.id} d={d} />
        ))}
      </Space>
    </Card>
  );
}
