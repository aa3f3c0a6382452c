import type { TemplateRow } from '@notaria/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { OneLine } from '../../../components/list/table-layout';
import { parseTime } from '../../../utils/time';
import { ENGINE_LABELS, kindLabel } from '../labels';

const dash = (v: string) => v || '—';

/** The list's columns before 操作. */
/** `own`: the office's or personal templates, which have an owner and may be copies. */
export const templateColumns = (own: boolean): TableColumnsType<TemplateRow> => [
  {
    title: '名称',
    dataIndex: 'name',
    width: 200,
    render: (v: string, r) => (
      <OneLine title={r.remark ? `${v}：${r.remark}` : v}>
        <span>{v}</span>
      </OneLine>
    ),
  },
  { title: '类别', dataIndex: 'kind', width: 110, render: (v: string) => kindLabel(v) },
  {
    title: '适用事项',
    dataIndex: 'itemNames',
    minWidth: 140,
    render: (all: string[]) => {
      // One item name may stand for several items (出生 under 国内民事 and 涉外民事).
      const names = [...new Set(all)].join('、');
      return names ? (
        <OneLine title={names}>
          <span>{names}</span>
        </OneLine>
      ) : (
        <Typography.Text type="secondary">该类默认</Typography.Text>
      );
    },
  },
  { title: '引擎', dataIndex: 'engine', width: 90, render: (v: keyof typeof ENGINE_LABELS) => ENGINE_LABELS[v] ?? v },
  {
    title: '已发布版本',
    dataIndex: 'publishedVersion',
    width: 90,
    render: (v: number) => (v > 0 ? `第 ${v} 版` : <Tag>未发布</Tag>),
  },
  { title: '未发布修改', dataIndex: 'hasDraft', width: 90, render: (v: boolean) => (v ? <Tag color="orange">有</Tag> : '—') },
  ...(own
    ? [
        { title: '所有人', dataIndex: 'ownerName', width: 90, render: dash },
        { title: '复制自', dataIndex: 'copiedFromName', width: 140, ellipsis: true, render: dash },
      ]
    : []),
  { title: '修改时间', dataIndex: 'updatedAt', width: 140, render: (v: string) => parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') },
];
