import { FileTextOutlined, FolderOutlined } from '@ant-design/icons';
import type { BusinessConfigRow, ItemNode } from '@notaria/contracts';
import { Alert, Button, Card, Descriptions, Empty, Input, Select, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../../lib/routes';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { parseTime } from '../../../utils/time';
import { usePublishedForms } from '../api/forms';
import { useItemConfig, useItemTree, useSaveItemConfig } from '../api/item-config';
import { FormVersionView } from '../components/form-preview';

/** 业务模块 shows each item's form under its own key; choosing the form is 业务配置's 修改 (the function that manages forms). */
function useFormChoiceAccess() {
  const routes = useSession((s) => s.routes);
  const r = routes.find((x) => x.permission === 'template:businessConfig');
  return { update: Boolean(r && !r.hidden && r.granted.includes('update')) };
}

function toTreeData(nodes: readonly ItemNode[], keyword: string): DataNode[] {
  const out: DataNode[] = [];
  for (const n of nodes) {
    const children = toTreeData(n.children ?? [], keyword);
    const hit = !keyword || n.name.includes(keyword);
    if (!hit && children.length === 0) continue;
    out.push({
      key: n.id,
      title: n.enabled ? n.name : `${n.name}（停用）`,
      icon: n.level === 'ITEM' ? <FileTextOutlined /> : <FolderOutlined />,
      selectable: n.level === 'ITEM',
      children,
    });
  }
  return out;
}

function findNode(nodes: readonly ItemNode[], id: number): ItemNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const c = findNode(n.children ?? [], id);
    if (c) return c;
  }
  return null;
}

/** 业务模块: each 公证事项 and the intake form its cases are accepted with. */
export default function BusinessModulePage(_props: PageProps) {
  const tree = useItemTree();
  const access = useFormChoiceAccess();
  const [keyword, setKeyword] = useState('');
  const [itemId, setItemId] = useState<number | null>(null);
  const data = useMemo(() => toTreeData(tree.data ?? [], keyword.trim()), [tree.data, keyword]);
  const item = itemId !== null && tree.data ? findNode(tree.data, itemId) : null;

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card title="公证事项" style={{ width: 320, flex: 'none' }} styles={{ body: { padding: 12 } }}>
        <Input.Search placeholder="搜索事项名称" allowClear onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
        {tree.isPending ? (
          <Spin style={{ display: 'block', margin: 24 }} />
        ) : data.length === 0 ? (
          <Empty description={keyword ? '没有匹配的事项' : '还没有公证事项，请先在“公证事项”页面添加'} />
        ) : (
          <Tree
            showIcon
            blockNode
            defaultExpandAll
            key={keyword}
            treeData={data}
            selectedKeys={itemId !== null ? [itemId] : []}
            onSelect={(keys) => keys.length && setItemId(Number(keys[0]))}
            style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
          />
        )}
      </Card>
      <Card title={item ? `业务配置：${item.name}` : '业务配置'} style={{ flex: 1, minWidth: 0 }}>
        {item === null ? <Empty description="请在左侧选择一个公证事项" /> : <ItemConfigPanel key={item.id} itemId={item.id} canUpdate={access.update} />}
      </Card>
    </div>
  );
}

function ItemConfigPanel({ itemId, canUpdate }: { itemId: number; canUpdate: boolean }) {
  const config = useItemConfig(itemId);
  const forms = usePublishedForms(canUpdate);
  const save = useSaveItemConfig();
  const [formId, setFormId] = useState<number | null>(null);

  useEffect(() => {
    if (config.data) setFormId(config.data.formId);
  }, [config.data]);

  if (config.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (config.isError || !config.data) return <Alert type="error" showIcon title="业务配置读取失败，请稍后重试" />;
  const row: BusinessConfigRow = config.data;
  const changed = formId !== row.formId;
  const options = (forms.data?.list ?? []).map((f) => ({
    value: f.id,
    label: `${f.name}（${f.code}，第 ${f.publishedVersion} 版）`,
    version: f.publishedVersion,
  }));
  if (row.formId !== null && !options.some((o) => o.value === row.formId))
    options.unshift({ value: row.formId, label: row.formName, version: row.formPublishedVersion });
  const chosen = options.find((o) => o.value === formId);
  const previewVersion = formId === row.formId ? row.formPublishedVersion : (chosen?.version ?? null);

  const submit = async () => {
    try {
      const res = await save.mutateAsync({ itemId, formId });
      notify.success(res.formId === null ? '已取消该事项的受理表单' : `受理表单已设为“${res.formName}”`);
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="受理表单">
          <span data-testid="item-form">{row.formId === null ? <Typography.Text type="secondary">未配置</Typography.Text> : row.formName}</span>
        </Descriptions.Item>
        <Descriptions.Item label="使用版本">
          {row.formPublishedVersion === null ? '—' : <Tag color="green">第 {row.formPublishedVersion} 版</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="修改时间" span={2}>
          {row.updatedAt ? parseTime(row.updatedAt) : '—'}
        </Descriptions.Item>
      </Descriptions>
      {canUpdate && (
        <Space wrap>
          <Select
            aria-label="受理表单"
            style={{ width: 420 }}
            placeholder="选择已发布的表单"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={forms.isPending}
            value={formId ?? undefined}
            onChange={(v?: number) => setFormId(v ?? null)}
            options={options.map(({ value, label }) => ({ value, label }))}
            notFoundContent="没有已发布的表单，请先在“业务配置”中发布"
          />
          <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
          {changed && <Button onClick={() => setFormId(row.formId)}>撤销选择</Button>}
        </Space>
      )}
      {formId !== null && previewVersion !== null ? (
        <Card size="small" title={`表单预览${changed ? '（未保存）' : ''}`} type="inner">
          <FormVersionView key={`${formId}-${previewVersion}`} formId={formId} version={previewVersion} showValidate={false} />
        </Card>
      ) : (
        <Typography.Text type="secondary">该事项受理时不填写表单。</Typography.Text>
      )}
    </Space>
  );
}
