import { ARCHIVE_RETENTION_LABELS, ARCHIVE_RETENTIONS, type ArchiveRetention, type ArchiveRetentionRule } from '@notaria/contracts';
import { Alert, Button, Form, Input, InputNumber, Radio, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListCard } from '../../../components/list/list-card';
import { EditAction, RowActions } from '../../../components/list/row-actions';
import { useRetentionRules, useSaveRetentionRule } from '../api/room';

interface RuleValues {
  category?: string;
  categoryName?: string;
  retention?: ArchiveRetention;
  years?: number | null;
  source?: string;
}

const periodText = (r: Pick<ArchiveRetentionRule, 'retention' | 'years'>) =>
  r.retention === 'PERMANENT' ? '永久' : `${ARCHIVE_RETENTION_LABELS[r.retention]} ${r.years ?? '—'} 年`;

/** One category's period with its source; a new rule needs the category's code (e.g. GNJJ) as the item tree has it. */
function RuleDialog({ rule, onClose }: { rule: ArchiveRetentionRule | null; onClose(): void }) {
  const [form] = Form.useForm<RuleValues>();
  const save = useSaveRetentionRule();
  const retention = Form.useWatch('retention', form);
  const isDefault = rule?.category === '';
  return (
    <EditDialog<RuleValues>
      title={rule ? `保管期限 · ${rule.categoryName || '默认'}` : '新增类别的保管期限'}
      form={form}
      name="retentionRule"
      initialValues={rule ? { ...rule, years: rule.years ?? undefined } : { retention: 'LONG', years: 30 }}
      onClose={onClose}
      onSave={async (v) => {
        const permanent = v.retention === 'PERMANENT';
        const saved = await save.mutateAsync({
          category: (v.category ?? '').trim(),
          categoryName: (v.categoryName ?? '').trim(),
          retention: v.retention!,
          ...(permanent ? {} : { years: v.years! }),
          source: v.source!.trim(),
        });
        return `已保存：${saved.categoryName || '默认'} ${periodText(saved)}`;
      }}
    >
      <Typography.Paragraph type="secondary">只影响此后接收的案卷；已接收的案卷保持归档时的保管期限。</Typography.Paragraph>
      {!isDefault && (
        <Form.Item
          name="category"
          label="类别代码"
          tooltip="公证事项类别的代码，如 GNMS（国内民事）"
          rules={[
            { required: true, whitespace: true, message: '请填写类别代码' },
            { max: 64, message: '类别代码不超过 64 字' },
          ]}
        >
          <Input disabled={!!rule} placeholder="如：GNJJ" />
        </Form.Item>
      )}
      <Form.Item
        name="categoryName"
        label="类别名称"
        rules={
          isDefault
            ? [{ max: 64, message: '类别名称不超过 64 字' }]
            : [
                { required: true, whitespace: true, message: '请填写类别名称' },
                { max: 64, message: '类别名称不超过 64 字' },
              ]
        }
      >
        <Input placeholder="如：国内经济" />
      </Form.Item>
      <Form.Item name="retention" label="保管期限" rules={[{ required: true, message: '请选择保管期限' }]}>
        <Radio.Group options={ARCHIVE_RETENTIONS.map((r) => ({ value: r, label: ARCHIVE_RETENTION_LABELS[r] }))} optionType="button" />
      </Form.Item>
      {retention !== 'PERMANENT' && (
        <Form.Item name="years" label="保管年限" rules={[{ required: true, message: '长期、短期须填写保管年限' }]}>
          <InputNumber min={1} max={200} precision={0} suffix="年" style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item
        name="source"
        label="依据"
        rules={[
          { required: true, whitespace: true, message: '请填写依据' },
          { max: 500, message: '依据不超过 500 字' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={500} placeholder="如：《公证档案管理办法》（2025）附表第×项，经本处核对确认" />
      </Form.Item>
    </EditDialog>
  );
}

/** 保管期限规则: per item category with its source; '' is the office's default; no rule at all means 永久. */
export function RetentionPanel() {
  const list = useRetentionRules();
  const [editing, setEditing] = useState<ArchiveRetentionRule | 'new' | null>(null);
  return (
    <ListCard
      title="保管期限规则"
      query={list}
      tools={
        <Access fn="retention">
          <Button type="primary" onClick={() => setEditing('new')}>
            新增类别
          </Button>
        </Access>
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="预置的期限标有“须由本处核对确认”：请按 2025 年《公证档案管理办法》核对每一类别的期限与依据后保存。保管期满日 = 归档年度 + 年限的 12 月 31 日；永久保管的案卷不能销毁。"
      />
      <Table<ArchiveRetentionRule>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '没有规则：所有案卷按永久保管' }}
        columns={[
          { title: '类别', dataIndex: 'categoryName', width: 180, render: (v: string, r) => (r.category === '' ? <Tag>默认（未列明的类别）</Tag> : v) },
          { title: '代码', dataIndex: 'category', width: 100, render: (v: string) => v || '—' },
          {
            title: '保管期限',
            dataIndex: 'retention',
            width: 130,
            render: (_, r) => <Tag color={r.retention === 'PERMANENT' ? 'purple' : r.retention === 'LONG' ? 'blue' : 'default'}>{periodText(r)}</Tag>,
          },
          { title: '依据', dataIndex: 'source' },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, r) => (
              <RowActions>
                <EditAction fn="retention" onClick={() => setEditing(r)} />
              </RowActions>
            ),
          },
        ]}
      />
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListCard>
  );
}
