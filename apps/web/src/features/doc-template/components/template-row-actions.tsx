import type { TemplateRow } from '@notaria/contracts';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { DeleteAction, LinkAction, RowActions } from '../../../components/list/row-actions';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/request';
import { previewTemplate } from '../api/preview-template';
import { useDeleteTemplate } from '../api/templates';
import { usePublish } from './use-publish';

/** Why 发布 has nothing to do: the draft is the latest version already. */
export const nothingToPublish = (r: Pick<TemplateRow, 'hasDraft' | 'publishedVersion'>) =>
  !r.hasDraft && r.publishedVersion > 0 ? '没有未发布的修改' : undefined;

/** A template row's actions, shown from the server's `abilities` for this reader: 编辑/查看, 复制, 发布, 预览, 删除. */
export function TemplateRowActions({ row, onOpen, onCopy }: { row: TemplateRow; onOpen(row: TemplateRow): void; onCopy(row: TemplateRow): void }) {
  const { abilities } = row;
  const remove = useDeleteTemplate();
  const publish = usePublish();
  const [publishing, setPublishing] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const preview = async () => {
    setPreviewing(true);
    try {
      const file = await previewTemplate(row.id, row.name);
      void notify.success(`预览已下载：${file}`);
    } catch (e) {
      if (!(e instanceof ApiError)) void notify.error('预览失败，请稍后重试');
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <RowActions>
      <LinkAction onClick={() => onOpen(row)}>{abilities.edit ? '编辑' : '查看'}</LinkAction>
      {abilities.copy && <LinkAction onClick={() => onCopy(row)}>复制</LinkAction>}
      {abilities.publish &&
        (nothingToPublish(row) ? (
          <LinkAction disabledReason={nothingToPublish(row)}>发布</LinkAction>
        ) : (
          <Popconfirm
            title={`发布“${row.name}”为第 ${row.publishedVersion + 1} 版？`}
            description="之后生成的文书使用新版本，已生成的文书不受影响。"
            okText="发布"
            cancelText="取消"
            okButtonProps={{ loading: publishing }}
            onConfirm={async () => {
              setPublishing(true);
              await publish(row.id);
              setPublishing(false);
            }}
          >
            <Button type="link" size="small">
              发布
            </Button>
          </Popconfirm>
        ))}
      <LinkAction disabled={previewing} onClick={() => void preview()}>
        预览
      </LinkAction>
      {abilities.remove && (
        <DeleteAction
          fn={false}
          title={`删除模板“${row.name}”？`}
          description="已有业务文书使用的模板不能删除。"
          onConfirm={() => remove.mutateAsync(row.id)}
          success="模板已删除"
        />
      )}
    </RowActions>
  );
}
