import { DownloadOutlined, FileExcelOutlined, FileZipOutlined } from '@ant-design/icons';
import { Button, Divider, List, Modal, Spin } from 'antd';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-file';
import { isStoredFile } from '../../../lib/stored-files';
import { useCase } from '../api/cases';
import { downloadMaterialPackage } from '../api/downloads';
import { caseSummaryFile } from '../case-summary';
import type { CaseTarget } from './case-target';
import { useFeeTypes } from './fee-editor';
import { MaterialTable, useDownloading } from './material-table';

/** 下载: the case summary (.xlsx), each material's file, and — with 材料打包 — all of them as one zip. */
export function DownloadDialog({ target, canPackage, onClose }: { target: CaseTarget; canPackage: boolean; onClose(): void }) {
  const { data: detail } = useCase(target.id);
  const { nameOf } = useFeeTypes();
  const files = useDownloading();
  const { busy, run } = files;

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
          <MaterialTable materials={detail.materials} files={files} />
        </>
      )}
    </Modal>
  );
}
