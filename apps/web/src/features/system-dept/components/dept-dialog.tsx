import { CreateDeptBody, type DeptNode, type DeptOption } from '@notaria/contracts';
import { Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { SortField } from '../../../components/form/simple-fields';
import { UserPicker } from '../../../components/pickers/user-picker';
import { toDeptTreeOptions, useDeptSelect, type DeptTreeOption } from '../../../lib/dept-select';
import { useCreateDept, useUpdateDept } from '../api/save-dept';

interface Values {
  parentId?: number | null;
  name: string;
  headUserId?: number | null;
  phone?: string;
  sort?: number | null;
}

/** What the dialog does: edit `dept`, or create a department under `parentId` (null = top level). */
export type DeptDialogTarget = { dept: DeptNode } | { parentId: number | null };

/** The tree without `id` and its subtree: a department cannot move under itself. */
function without(nodes: readonly DeptOption[], id: number | undefined): DeptOption[] {
  return nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: without(n.children ?? [], id) }));
}

export function DeptDialog({ target, onClose }: { target: DeptDialogTarget | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const open = !!target;
  const editing = target && 'dept' in target ? target.dept : null;
  const depts = useDeptSelect(open);
  const create = useCreateDept();
  const update = useUpdateDept();
  const parents: DeptTreeOption[] = useMemo(() => toDeptTreeOptions(without(depts.data ?? [], editing?.id)), [depts.data, editing?.id]);

  const initialValues: Partial<Values> | undefined = !target
    ? undefined
    : 'dept' in target
      ? { parentId: target.dept.parentId, name: target.dept.name, headUserId: target.dept.headUserId, phone: target.dept.phone, sort: target.dept.sort }
      : { parentId: target.parentId, sort: 0 };

  const save = async (v: Values) => {
    const body: CreateDeptBody = {
      parentId: v.parentId ?? null,
      name: v.name.trim(),
      headUserId: v.headUserId ?? null,
      phone: (v.phone ?? '').trim(),
      sort: v.sort ?? 0,
    };
    if (editing) await update.mutateAsync({ id: editing.id, ...body });
    else await create.mutateAsync(body);
    return editing ? '部门已保存' : '部门已创建';
  };

  return (
    <EditDialog<Values>
      title={editing ? `编辑部门：${editing.name}` : '新增部门'}
      open={open}
      width={560}
      form={form}
      name="dept"
      initialValues={initialValues}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="parentId" label="上级部门" extra="不选即为顶级部门">
        <TreeSelect aria-label="上级部门" placeholder="顶级部门" allowClear treeDefaultExpandAll treeData={parents} loading={depts.isLoading} />
      </Form.Item>
      <TextField schema={CreateDeptBody} name="name" label="部门名称" placeholder="如：民事公证部" />
      <Form.Item name="headUserId" label="负责人" extra="流程中“部门负责人”审批步骤由此人处理">
        <UserPicker enabled={open} aria-label="负责人" placeholder="选择负责人" allowClear />
      </Form.Item>
      <FieldRow spans={[14, 10]}>
        <TextField schema={CreateDeptBody} name="phone" label="联系电话" placeholder="如 010-65120000" />
        <SortField extra="数字越小越靠前" />
      </FieldRow>
    </EditDialog>
  );
}
