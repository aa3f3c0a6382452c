import { DownloadOutlined, FileExcelOutlined, FileZipOutlined } from '@ant-design/icons';
import { MATERIAL_STATUSES, type CaseDetail } from '@notaria/contracts';
import { Button, Divider, List, Modal, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCase } from '../api/cases';
import { downloadMaterialPackage, downloadStoredFile, isStoredFile, saveBlob } from '../api/downloads';
import { caseSummaryFile } from '../case-summary';
import type { CaseTarget } from './case-target';
import { useFeeTypes } from './fee-editor';

type Material = CaseDetail['materials'][number];

/** Runs a download, showing the button busy meanwhile; failures have been shown by the request layer. */
export function useDownloading() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // Shown already.
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A material's file: 下载 for a stored file, a link for an outside address, nothing when none was attached. */
export function MaterialFileButton({ material, busy, run }: { material: Material; busy: string | null; run: (key: string, work: () => Promise<unknown>) => Promise<void> }) {
  if (!material.fileUrl) return <Typography.Text type="secondary">未上传文件</Typography.Text>;
  if (!isStoredFile(material.fileUrl)) {
    return (
      <Typography.Link href={material.fileUrl} target="_blank" rel="noreferrer">
        打开
      </Typography.Link>
    );
  }
  const key = `material-${material.id}`;
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy === key}
      aria-label={`下载${material.name}`}
      onClick={() => void run(key, () => downloadStoredFile(material.fileUrl, material.name))}
    >
      下载
    </Button>
  );
}

/** 下载: the case summary (.xlsx), each material's file, and — with 材料打包 — all of them as one zip. */
export function DownloadDialog({ target, canPackage, onClose }: { target: CaseTarget; canPackage: boolean; onClose(): void }) {
  const { data: detail } = useCase(target.id);
  const { nameOf } = useFeeTypes();
  const { busy, run } = useDownloading();

  const summary = () =>
    run('summary', async () => {
      const { blob, fileName } = await caseSummaryFile(detail!, nameOf);
      saveBlob(blob, fileName);
      void notify.success(`已下载 ${fileName}`);
    });
  const pack = () => run('package', async () => void notify.success(`已下载 ${await downloadMaterialPackage(target.id, target.businessNumber)}`));

  const withFiles = detail?.materials.filter((m) => isStoredFile(m.fileUrl)).length ?? 0;
  return (
    <Modal open title={`下载 · ${target.businessNumber}`} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      {!detail ? (
        <Spin />
      ) : (
        <>
          <List
            size="small"
            bordered
            dataSource={[
              {
                key: 'summary',
                icon: <FileExcelOutlined style={{ color: '#217346', fontSize: 20 }} />,
                title: '业务摘要',
                description: '基本信息、公证事项、当事人、材料、收费与流转记录（.xlsx）',
                action: (
                  <Button icon={<DownloadOutlined />} loading={busy === 'summary'} onClick={() => void summary()}>
                    下载摘要
                  </Button>
                ),
              },
              ...(canPackage
                ? [
                    {
                      key: 'package',
                      icon: <FileZipOutlined style={{ color: '#d48806', fontSize: 20 }} />,
                      title: '全部材料',
                      description: `${withFiles} 个材料文件与清单 manifest.json（含 SHA-256 校验值），打包为 .zip`,
                      action: (
                        <Button icon={<DownloadOutlined />} loading={busy === 'package'} onClick={() => void pack()}>
                          材料打包
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
            renderItem={(i) => (
              <List.Item key={i.key} actions={[i.action]}>
                <List.Item.Meta avatar={i.icon} title={i.title} description={i.description} />
              </List.Item>
            )}
          />
          <Divider titlePlacement="start" style={{ margin: '20px 0 12px' }}>
            材料文件
          </Divider>
          <Table<Material>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.materials}
            locale={{ emptyText: '没有登记材料' }}
            columns={[
              { title: '材料名称', dataIndex: 'name' },
              {
                title: '状态',
                dataIndex: 'status',
                width: 100,
                render: (v: string) => <Tag color={v === 'RECEIVED' ? 'green' : v === 'MISSING' ? 'orange' : 'default'}>{MATERIAL_STATUSES[v as keyof typeof MATERIAL_STATUSES] ?? v}</Tag>,
              },
              { title: '文件', key: 'file', width: 130, render: (_, m) => <MaterialFileButton material={m} busy={busy} run={run} /> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
