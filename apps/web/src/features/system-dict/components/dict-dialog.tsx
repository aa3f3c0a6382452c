import type { CreateDictBody, DictEntry, DictNode } from '@notaria/contracts';
import { Col, Form, Input, InputNumber, Row, Switch, TreeSelect } from 'antd';
import { useRef } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useSaveDict } from '../api/save-dict';

interface Values {
  key: string;
  parentKey: string | null;
  name: string;
  value?: string;
  sort: number | null;
  enabled: boolean;
  remark?: string;
}

export const DICT_KEY_RULE = /^[A-Za-z][A-Za-z0-9_.:-]*$/;

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}
const toOptions = (nodes: DictNode[], exclude?: string): TreeOption[] =>
  nodes.filter((n) => n.key !== exclude).map((n) => ({ value: n.key, title: `${n.name}（${n.key}）`, children: toOptions(n.children ?? [], exclude) }));

export type DictDialogState = { entry: DictEntry } | { parentKey: string | null } | null;

/** 新增/编辑 a dictionary or an entry: a new entry's key follows `<parent>.<value>` until edited by hand. */
export function DictDialog({ state, tree, onClose }: { state: DictDialogState; tree: DictNode[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDict();
  const keyTouched = useRef(false);
  const entry = state && 'entry' in state ? state.entry : null;
  const parentKey = state && 'parentKey' in state ? state.parentKey : null;
  const initial: Values = entry
    ? { key: entry.key, parentKey: entry.parentKey, name: entry.name, value: entry.value, sort: entry.sort, enabled: entry.enabled, remark: entry.remark }
    : { key: '', parentKey, name: '', value: '', sort: 0, enabled: true, remark: '' };

  const suggestKey = () => {
    if (entry || keyTouched.current) return;
    const { parentKey: p, value } = form.getFieldsValue(['parentKey', 'value']) as Pick<Values, 'parentKey' | 'value'>;
    const v = value?.trim() ?? '';
    if (p && v) form.setFieldValue('key', `${p}.${v}`);
  };

  const submit = async (v: Values) => {
    const body: CreateDictBody = {
      key: v.key.trim(),
      parentKey: v.parentKey || null,
      name: v.name.trim(),
      value: v.value?.trim() ?? '',
      sort: v.sort ?? 0,
      enabled: v.enabled,
      remark: v.remark?.trim() ?? '',
    };
    await save.mutateAsync(entry ? { id: entry.id, ...body } : body);
    return entry ? '已保存' : '已新增';
  };

  const title = entry ? `编辑：${entry.name}` : parentKey ? '新增字典项' : '新增字典';

  return (
    <EditDialog<Values>
      title={title}
      open={state !== null}
      width={640}
      form={form}
      name="dictEntry"
      initialValues={initial}
      onSave={submit}
      onClose={onClose}
      modal={{
        destroyOnHidden: true,
        afterOpenChange: (o) => {
          if (o) keyTouched.current = false;
        },
      }}
    >
      <Form.Item name="parentKey" label="上级字典" extra="不选则为顶级字典">
        <TreeSelect
          aria-label="上级字典"
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder="顶级字典"
          treeData={toOptions(tree, entry?.key)}
          onChange={suggestKey}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }, { max: 64, message: '名称不能超过 64 个字' }]}>
            <Input placeholder="如：居民身份证" maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="value" label="值" rules={[{ max: 64, message: '值不能超过 64 个字符' }]} extra="业务保存的取值，如 1、内民证">
            <Input placeholder="如：01" maxLength={64} onChange={suggestKey} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="key"
        label="字典键"
        extra={entry ? '修改字典键时，其下级字典项随之迁移' : '下级字典项的键一般为“上级键.值”，如 idType.01'}
        rules={[
          { required: true, whitespace: true, message: '请输入字典键' },
          { max: 64, message: '字典键不能超过 64 个字符' },
          { pattern: DICT_KEY_RULE, message: '字典键须以字母开头，只含字母、数字及 _ . : -' },
        ]}
      >
        <Input placeholder="如：idType" maxLength={64} onChange={() => (keyTouched.current = true)} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sort" label="排序" extra="数字小的在前">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用的项不再出现在业务的选择列表中">
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过 200 个字' }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </EditDialog>
  );
}
