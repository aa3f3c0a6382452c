import { CopyTemplateBody, type TemplateDetail, type TemplateRow } from '@notaria/contracts';
import { Form, Radio, Typography } from 'antd';
import { TextField } from '../../../components/form/schema-fields';
import { EditDialog } from '../../../components/list/edit-dialog';
import { rulesFrom } from '../../../lib/schema-rules';
import { useCopyTemplate } from '../api/templates';
import { scopeLabel } from '../labels';

interface Values {
  scope: 'OFFICE' | 'PERSONAL';
  name: string;
}

const S = CopyTemplateBody;

/** 复制: a template into 本处模板 or 个人模板, to change it there; the copy opens in the editor. */
export function CopyTemplateDialog({ source, onCopied, onClose }: { source: TemplateRow; onCopied(copy: TemplateDetail): void; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const copy = useCopyTemplate();

  const save = async (v: Values) => {
    const copied = await copy.mutateAsync({ id: source.id, scope: v.scope, name: v.name.trim() });
    onCopied(copied);
    return `已复制到${scopeLabel(copied.scope)}`;
  };

  return (
    <EditDialog<Values>
      title={`复制模板：${source.name}`}
      width={520}
      form={form}
      name="copyTemplate"
      initialValues={{ scope: 'OFFICE', name: source.name }}
      onSave={save}
      onClose={onClose}
      okText="复制"
    >
      <Form.Item name="scope" label="复制到" rules={rulesFrom(S, 'scope', { required: true })}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'OFFICE', label: '本处模板' },
            { value: 'PERSONAL', label: '个人模板' },
          ]}
        />
      </Form.Item>
      <TextField schema={S} name="name" label="模板名称" needed={{ required: true }} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        副本保留原模板的正文、页面设置和适用事项，可自行修改后发布；原模板不受影响。
      </Typography.Paragraph>
    </EditDialog>
  );
}
