import { OfficeDocSettingsBody, type OfficeDocSettings } from '@notaria/contracts';
import { Form, Modal, Skeleton } from 'antd';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useOfficeSettings, useSaveOfficeSettings } from '../api/office-settings';
import { SealField } from './seal-field';

const S = OfficeDocSettingsBody;
const TITLE = '本处文书设置';

/** 本处设置: how the office's documents name it (机构全称, 地址, 电话) and its seal image; changed with `officeSettings`. */
export function OfficeSettingsDialog({ canEdit, onClose }: { canEdit: boolean; onClose(): void }) {
  const settings = useOfficeSettings(true);
  if (!settings.data)
    return (
      <Modal title={TITLE} open footer={null} onCancel={onClose} width={640}>
        <Skeleton active />
      </Modal>
    );
  return <SettingsForm saved={settings.data} canEdit={canEdit} onClose={onClose} />;
}

function SettingsForm({ saved, canEdit, onClose }: { saved: OfficeDocSettings; canEdit: boolean; onClose(): void }) {
  const [form] = Form.useForm<OfficeDocSettingsBody>();
  const save = useSaveOfficeSettings();
  const input = { disabled: !canEdit };

  const submit = async (v: OfficeDocSettingsBody) => {
    await save.mutateAsync({
      officeFullName: v.officeFullName?.trim() ?? '',
      address: v.address?.trim() ?? '',
      phone: v.phone?.trim() ?? '',
      sealUrl: v.sealUrl ?? '',
    });
    return '本处文书设置已保存';
  };

  return (
    <EditDialog<OfficeDocSettingsBody>
      title={TITLE}
      width={640}
      form={form}
      name="officeDocSettings"
      initialValues={saved}
      onSave={submit}
      onClose={onClose}
      modal={canEdit ? undefined : { footer: null }}
    >
      <TextField
        schema={S}
        name="officeFullName"
        label="机构全称"
        input={input}
        placeholder={saved.defaultFullName || '如：北京市长安公证处'}
        extra={`印在文书落款和公证书上；不填则用机构名称“${saved.defaultFullName}”`}
      />
      <FieldRow spans={[15, 9]}>
        <TextField schema={S} name="address" label="机构地址" input={input} placeholder="选填" />
        <TextField schema={S} name="phone" label="机构电话" input={input} placeholder="选填" />
      </FieldRow>
      <Form.Item name="sealUrl" label="公章图片">
        <SealField disabled={!canEdit} />
      </Form.Item>
    </EditDialog>
  );
}
