import {
  CreateTemplateBody,
  DEFAULT_PAGE,
  TEMPLATE_ENGINES,
  TEMPLATE_SCOPES,
  type DocKind,
  type TemplateDetail,
  type TemplateEngine,
  type TemplateScope,
} from '@notaria/contracts';
import { Form, Radio, Select } from 'antd';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { EditDialog } from '../../../components/list/edit-dialog';
import { rulesFrom } from '../../../lib/schema-rules';
import { useCreateTemplate } from '../api/templates';
import { ENGINE_LABELS, KIND_OPTIONS, scopeLabel } from '../labels';
import { ItemPicker } from './item-picker';

interface Values {
  scope: TemplateScope;
  kind: DocKind;
  name: string;
  itemIds: number[];
  engine: TemplateEngine;
  remark: string;
}

const S = CreateTemplateBody;

/** 新建模板: where it lives, its kind, name and items, and how it is written; the editor opens on the new template. */
export function CreateTemplateDialog({
  scope,
  canPublic,
  onCreated,
  onClose,
}: {
  /** The tab it was asked from, chosen by default. */
  scope: TemplateScope;
  /** The user may write public templates (publicEdit). */
  canPublic: boolean;
  onCreated(template: TemplateDetail): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const create = useCreateTemplate();
  const scopes = TEMPLATE_SCOPES.filter((s) => s !== 'PUBLIC' || canPublic);

  const save = async (v: Values) => {
    const created = await create.mutateAsync({
      scope: v.scope,
      kind: v.kind,
      name: v.name.trim(),
      engine: v.engine,
      itemIds: v.itemIds ?? [],
      remark: v.remark?.trim() ?? '',
      page: DEFAULT_PAGE,
      content: { type: 'doc', content: [] },
    });
    onCreated(created);
    return `模板“${created.name}”已新建`;
  };

  return (
    <EditDialog<Values>
      title="新建文书模板"
      width={640}
      form={form}
      name="createTemplate"
      initialValues={{ scope: scopes.includes(scope) ? scope : 'OFFICE', engine: 'TIPTAP', itemIds: [], remark: '' }}
      onSave={save}
      onClose={onClose}
      okText="新建"
    >
      <Form.Item name="scope" label="范围" rules={rulesFrom(S, 'scope')}>
        <Radio.Group optionType="button" options={scopes.map((value) => ({ value, label: scopeLabel(value) }))} />
      </Form.Item>
      <FieldRow spans={[10, 14]}>
        <Form.Item name="kind" label="文书类别" rules={rulesFrom(S, 'kind')}>
          <Select options={KIND_OPTIONS} placeholder="请选择" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <TextField schema={S} name="name" label="模板名称" placeholder="如：出生公证书（中文）" />
      </FieldRow>
      <Form.Item name="itemIds" label="适用事项" rules={rulesFrom(S, 'itemIds')} extra="不选则为该类文书的默认模板；选了事项的模板优先于默认模板">
        <ItemPicker />
      </Form.Item>
      <Form.Item name="engine" label="编写方式" rules={rulesFrom(S, 'engine')} extra="Word 模板：上传含 {占位符} 的 .docx 文件，适合沿用本处已有的 Word 格式">
        <Radio.Group options={TEMPLATE_ENGINES.map((value) => ({ value, label: ENGINE_LABELS[value] }))} />
      </Form.Item>
      <TextAreaField schema={S} name="remark" label="说明" placeholder="选填" />
    </EditDialog>
  );
}
