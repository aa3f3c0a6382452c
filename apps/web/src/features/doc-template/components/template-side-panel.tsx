import { UpdateTemplateBody, type TemplateDetail } from '@notaria/contracts';
import { Form, Tabs, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { rulesFrom } from '../../../lib/schema-rules';
import { ItemPicker } from './item-picker';
import { PageSettingsFields } from './page-settings-fields';
import type { DraftValues } from './use-template-draft';
import { VersionTable } from './version-table';

const S = UpdateTemplateBody;

/** The editor's left side: 基本信息 and 页面设置 (one form), and 版本记录. */
export function TemplateSidePanel({
  form,
  initialValues,
  template,
  readOnly,
  onChange,
}: {
  form: FormInstance<DraftValues>;
  initialValues: DraftValues;
  template: TemplateDetail;
  readOnly: boolean;
  onChange(): void;
}) {
  const names = useMemo(() => Object.fromEntries(template.itemIds.map((id, i) => [id, template.itemNames[i] ?? `事项 ${id}`])), [template]);
  // Both tabs stay mounted (forceRender) so that a save validates and sends every field.
  return (
    <Form<DraftValues> form={form} name="templateDraft" layout="vertical" initialValues={initialValues} onValuesChange={onChange} disabled={readOnly}>
      <Tabs
        size="small"
        items={[
          {
            key: 'info',
            label: '基本信息',
            forceRender: true,
            children: (
              <>
                <TextField schema={S} name="name" label="模板名称" />
                <Form.Item name="itemIds" label="适用事项" rules={rulesFrom(S, 'itemIds')} extra="不选则为该类文书的默认模板">
                  <ItemPicker names={names} disabled={readOnly} />
                </Form.Item>
                <TextAreaField schema={S} name="remark" label="说明" rows={3} placeholder="选填" />
              </>
            ),
          },
          // A Word template prints with the page set up in its own file.
          ...(template.engine === 'TIPTAP'
            ? [{ key: 'page', label: '页面设置', forceRender: true, children: <PageSettingsFields disabled={readOnly} /> }]
            : []),
          {
            key: 'versions',
            label: `版本记录（${template.versions.length}）`,
            children: <VersionTable versions={template.versions} current={template.publishedVersion} />,
          },
        ]}
      />
    </Form>
  );
}
