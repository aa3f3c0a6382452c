import { CreateDictBody, type DictEntry, type DictNode } from '@notaria/contracts';
import { Form, TreeSelect } from 'antd';
import { useRef } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { SortField, SwitchField } from '../../../components/form/simple-fields';
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
      <FieldRow>
        <TextField schema={CreateDictBody} name="name" label="名称" placeholder="如：居民身份证" />
        <TextField schema={CreateDictBody} name="value" label="值" extra="业务保存的取值，如 1、内民证" placeholder="如：01" input={{ onChange: suggestKey }} />
      </FieldRow>
      <TextField
        schema={CreateDictBody}
        name="key"
        label="字典键"
        extra={entry ? '修改字典键时，其下级字典项随之迁移' : '下级字典项的键一般为“上级键.值”，如 idType.01'}
        placeholder="如：idType"
        input={{ onChange: () => (keyTouched.current = true) }}
      />
      <FieldRow>
        <SortField extra="数字小的在前" />
        <SwitchField name="enabled" label="启用" extra="停用的项不再出现在业务的选择列表中" />
      </FieldRow>
      <TextAreaField schema={CreateDictBody} name="remark" label="备注" showCount />
    </EditDialog>
  );
}
