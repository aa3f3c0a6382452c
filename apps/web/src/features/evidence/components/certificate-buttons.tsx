import type { EvidenceRow } from '@notaria/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { downloadCertificate, downloadPackage } from '../api/certificate';

/** 保全证书 (PDF) and 证据包 (every file, the manifest, the timestamp token and an offline verify page). */
export function CertificateButtons({ row, link }: { row: Pick<EvidenceRow, 'id' | 'evidenceNo'>; link?: boolean }) {
  const [busy, setBusy] = useState<'cert' | 'pkg' | null>(null);
  const run = async (which: 'cert' | 'pkg') => {
    setBusy(which);
    try {
      const name = await (which === 'cert' ? downloadCertificate(row) : downloadPackage(row));
      void notify.success(`已下载：${name}`);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  const type = link ? 'link' : 'default';
  const size = link ? 'small' : 'middle';
  return (
    <>
      <Button type={type} size={size} loading={busy === 'cert'} onClick={() => void run('cert')}>
        保全证书
      </Button>
      <Button type={type} size={size} loading={busy === 'pkg'} onClick={() => void run('pkg')}>
        证据包
      </Button>
    </>
  );
}
