import { CreateItemBody, ITEM_LEVELS, type ItemLevel, type ItemRow, type RequiredMaterial } from '@notaria/contracts';
import { Form, Select, Typography } from 'antd';
import { useAccess } from '../../../components/access';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { SortField, SwitchField } from '../../../components/form/simple-fields';
import { useNumberRules } from '../api/get-number-rules';
import { useSaveItem } from '../api/save-item';
import { draftProblem, fromDraft, toDraft, type FeeDraft } from '../fee';
import { FeeEditor } from './fee-editor';
import { MaterialsEditor, materialsProblem } from './materials-editor';

/** What the dialog edits: an existing node, or a new child of `parent` (null: a new category). */
export type ItemTarget = { row: ItemRow } | { parent: ItemRow | null };

const S = CreateItemBody;

const CHILD_LEVEL: Record<ItemLevel, ItemLevel | null> = { CATEGORY: 'PARENT', PARENT: 'ITEM', ITEM: null };
export const childLevel = (level: string) => CHILD_LEVEL[level as ItemLevel] ?? null;

interface Values {
  name: string;
  code: string;
  sort: number | null;
  certificateCode?: string;
  personalAppearance: boolean;
  approvalRequired: boolean;
  numberRuleId?: number | null;
  fee: FeeDraft;
  materials: RequiredMaterial[];
  enabled: boolean;
  remark?: string;
}

const initial = (row: ItemRow | null): Values =>
  row
    ? {
        name: row.name,
        code: row.code,
        sort: row.sort,
        certificateCode: row.certificateCode,
        personalAppearance: row.personalAppearance,
        approvalRequired: row.approvalRequired,
        numberRuleId: row.numberRuleId,
        fee: toDraft(row.fee),
        materials: row.materials.map((m) => ({ note: '', ...m })),
        enabled: row.enabled,
        remark: row.remark,
      }
    : {
        name: '',
        code: '',
        sort: 0,
        certificateCode: '',
        personalAppearance: false,
        approvalRequired: true,
        numberRuleId: null,
        fee: toDraft(null),
        materials: [],
        enabled: true,
        remark: '',
      };

const INHERIT: Record<ItemLevel, string> = { CATEGORY: '不设置', PARENT: '沿用类别的规则', ITEM: '沿用分组或类别的规则' };

/** 新增/编辑 a category, group or item: codes, flags, numbering rule, fee standard and required materials. */
export function ItemDialog({ target, onClose }: { target: ItemTarget; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveItem();
  const { can } = useAccess();
  const row = 'row' in target ? target.row : null;
  const parent = 'parent' in target ? target.parent : null;
  const level = (row ? row.level : parent ? childLevel(parent.level) : 'CATEGORY') as ItemLevel;
  const isItem = level === 'ITEM';
  const rules = useNumberRules(can(row ? 'update' : 'create'));
  const noun = ITEM_LEVELS[level];

  const submit = async (v: Values) => {
    const body: CreateItemBody = {
      parentId: row ? row.parentId : (parent?.id ?? null),
      level,
      name: v.name.trim(),
      code: v.code.trim(),
      sort: v.sort ?? 0,
      certificateCode: level === 'CATEGORY' ? (v.certificateCode ?? '').trim() : (row?.certificateCode ?? ''),
      personalAppearance: v.personalAppearance,
      approvalRequired: v.approvalRequired,
      numberRuleId: v.numberRuleId ?? null,
      fee: isItem ? fromDraft(v.fee) : (row?.fee ?? null),
      materials: isItem ? v.materials.map((m) => ({ name: m.name.trim(), required: m.required, note: (m.note ?? '').trim() })) : (row?.materials ?? []),
      enabled: v.enabled,
      remark: (v.remark ?? '').trim(),
    };
    // Refusals are shown by the request layer; the dialog stays open with everything typed.
    await save.mutateAsync(row ? { id: row.id, ...body } : body);
    return row ? `${noun}已保存` : `${noun}已创建`;
  };

  const title = row ? `编辑${noun}：${row.name}` : parent ? `在“${parent.name}”下新增${noun}` : `新增${noun}`;

  return (
    <EditDialog<Values>
      title={title}
      width={isItem ? 900 : 640}
      form={form}
      name="notarizationItem"
      initialValues={initial(row)}
      onSave={submit}
      onClose={onClose}
    >
      <FieldRow spans={isItem ? [10, 8, 6] : [12, 7, 5]}>
        <TextField
          schema={S}
          name="name"
          label={`${noun}名称`}
          placeholder={isItem ? '如：出生' : level === 'PARENT' ? '如：身份与身份关系' : '如：国内民事'}
        />
        <TextField schema={S} name="code" label="编码" placeholder="如：GNMS0101" />
        <SortField />
      </FieldRow>
      <FieldRow spans={level === 'CATEGORY' ? [8, 16] : [24]}>
        {level === 'CATEGORY' && (
          <TextField
            schema={S}
            name="certificateCode"
            label="公证书类别代码"
            extra="公证书编号中的类别，如 内民证"
            needed={{ required: true }}
            placeholder="如：内民证"
          />
        )}
        <Form.Item
          name="numberRuleId"
          label="公证书编号规则"
          extra={rules.isError ? '编号规则列表暂时无法加载（需“编号规则”权限），可保持原设置' : level === 'CATEGORY' ? undefined : '不选则沿用上级的规则'}
        >
          <Select
            allowClear
            loading={rules.isPending && rules.fetchStatus !== 'idle'}
            placeholder={INHERIT[level]}
            options={(rules.data ?? []).map((r) => ({
              value: r.id,
              label: `${r.name}（${r.pattern}）${r.enabled ? '' : '（已停用）'}`,
              disabled: !r.enabled && r.id !== row?.numberRuleId,
            }))}
            notFoundContent={rules.isError ? '无法加载编号规则' : '还没有编号规则，请先在“系统管理 › 编号规则”中创建'}
          />
        </Form.Item>
      </FieldRow>
      <FieldRow spans={[6, 6, 6]}>
        <SwitchField name="personalAppearance" label="须本人到场" on="是" off="否" />
        <SwitchField name="approvalRequired" label="须审批" on="是" off="否" />
        <SwitchField name="enabled" label="启用" />
      </FieldRow>
      {isItem && (
        <>
          <Form.Item
            name="fee"
            label="收费标准"
            rules={[
              {
                validator: async (_, v: FeeDraft) => {
                  const p = draftProblem(v);
                  if (p) throw new Error(p);
                },
              },
            ]}
          >
            <FeeEditor />
          </Form.Item>
          <Form.Item
            name="materials"
            label="所需材料"
            rules={[
              {
                validator: async (_, v: RequiredMaterial[]) => {
                  const p = materialsProblem(v ?? []);
                  if (p) throw new Error(p);
                },
              },
            ]}
          >
            <MaterialsEditor />
          </Form.Item>
        </>
      )}
      <TextAreaField schema={S} name="remark" label="备注" placeholder="选填" style={{ marginBottom: 0 }} />
      {!isItem && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          收费标准和所需材料在各公证事项上设置。
        </Typography.Paragraph>
      )}
    </EditDialog>
  );
}
