import type { ArchiveVolumeRow } from '@notaria/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { notify } from '../../../lib/notify';
import { downloadVolume, useGiveBack } from '../api/ops';
import { BorrowDialog } from './borrow-dialog';
import { DownloadRequestDialog } from './download-request-dialog';
import { MoveDialog } from './move-dialog';
import { TransferDialog } from './transfer-dialog';

type Dialog = 'move' | 'borrow' | 'transfer' | 'requestDownload';

/** 详情, 下载, 移库, 借阅/归还 and 移交, each by the page's functions and the volume's status. */
export function VolumeRowActions({ row, onOpen }: { row: ArchiveVolumeRow; onOpen(): void }) {
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [downloading, setDownloading] = useState(false);
  const giveBack = useGiveBack();
  const inStore = row.status === 'IN_STORE';
  const close = () => setDialog(null);

  const fetchPackage = async () => {
    setDownloading(true);
    try {
      const name = await downloadVolume(row.id, row.archiveNo);
      void notify.success(`已下载档案包：${name}`);
    } catch {
      // The request layer has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const confirmReturn = () =>
    modal.confirm({
      title: `归还 · ${row.archiveNo}`,
      content: '确认案卷已归还并放回原库位？',
      okText: '归还',
      cancelText: '取消',
      onOk: async () => {
        try {
          await giveBack.mutateAsync(row.id);
          void notify.success(`已归还：${row.archiveNo}`);
        } catch {
          // Shown by the request layer.
        }
      },
    });

  return (
    <RowActions>
      <LinkAction onClick={onOpen}>详情</LinkAction>
      {row.status !== 'DESTROYED' && (
        <LinkAction fn="download" disabled={downloading} onClick={() => void fetchPackage()}>
          下载
        </LinkAction>
      )}
      {row.volumeKind === 'SECRET' && row.status !== 'DESTROYED' && (
        <LinkAction fn="download" onClick={() => setDialog('requestDownload')}>
          申请下载
        </LinkAction>
      )}
      {inStore && (
        <LinkAction fn="move" onClick={() => setDialog('move')}>
          移库
        </LinkAction>
      )}
      {inStore && (
        <LinkAction fn="borrow" onClick={() => setDialog('borrow')}>
          借阅
        </LinkAction>
      )}
      {row.status === 'BORROWED' && (
        <LinkAction fn="borrow" onClick={confirmReturn}>
          归还
        </LinkAction>
      )}
      {inStore && (
        <LinkAction fn="transfer" onClick={() => setDialog('transfer')}>
          移交
        </LinkAction>
      )}
      {dialog === 'move' && <MoveDialog row={row} onClose={close} />}
      {dialog === 'borrow' && <BorrowDialog row={row} onClose={close} />}
      {dialog === 'transfer' && <TransferDialog row={row} onClose={close} />}
      {dialog === 'requestDownload' && <DownloadRequestDialog row={row} onClose={close} />}
    </RowActions>
  );
}
