import { PERSONAL_SEAL_TYPES, SEAL_TYPE_KIND, SealBody, type Seal, type SealType } from '@notaria/contracts';
import { Button, Form, Image, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { FieldRow } from '../../components/form/field-row';
import { TextAreaField, TextField } from '../../components/form/schema-fields';
import { DateField } from '../../components/form/simple-fields';
import { EditDialog } from '../../components/list/edit-dialog';
import { UserPicker } from '../../components/pickers/user-picker';
import { rulesFrom } from '../../lib/schema-rules';
import { uploadFile } from '../../lib/stored-files';
import { useSaveSeal, useStoredImage } from './api';
import { SEAL_STATUS_OPTIONS, SEAL_TYPE_OPTIONS } from './labels';

type Values = Omit<SealBody, 'ownerUserId' | 'keeperId' | 'validFrom' | 'validTo'> & {
  ownerUserId?: number | null;
  keeperId?: number | null;
  validFrom?: string | null;
  validTo?: string | null;
};

/** The seal's impression: uploaded as an image, shown from the office's store. */
function ImageField({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const [uploading, setUploading] = useState(false);
  const src = useStoredImage(value ?? '');
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.((await uploadFile(file)).ossUrl);
    } catch {
      // request() has already shown the server's message
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space align="center" size={12} id={id}>
      {src ? (
        <Image src={src} alt="印模" width={72} height={72} style={{ objectFit: 'contain', border: '1px solid var(--ant-color-border)' }} />
      ) : (
        <Typography.Text type="secondary">未上传</Typography.Text>
      )}
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button loading={uploading}>{value ? '更换印模' : '上传印模'}</Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.('')}>
          移除
        </Button>
      )}
    </Space>
  );
}

/** 新增印章 / 编辑印章: type (which decides 实物/电子), owner for personal seals, keeper, impression, status and validity. */
export function SealDialog({ seal, onClose }: { seal: Seal | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSeal();
  const sealType = Form.useWatch('sealType', form) as SealType | undefined;
  const personal = !!sealType && PERSONAL_SEAL_TYPES.includes(sealType);
  const electronic = !!sealType && SEAL_TYPE_KIND[sealType] === 'ELECTRONIC';
  return (
    <EditDialog<Values>
      title={seal ? `编辑印章「${seal.name}」` : '新增印章'}
      name="seal"
      width={640}
      form={form}
      initialValues={seal ?? { status: 'ACTIVE', ownerUserId: null, keeperId: null, validFrom: null, validTo: null, imageUrl: '', remark: '' }}
      onClose={onClose}
      onSave={async (v) => {
        const body: SealBody = {
          name: v.name,
          sealType: v.sealType,
          ownerUserId: personal ? (v.ownerUserId ?? null) : null,
          keeperId: v.keeperId ?? null,
          imageUrl: v.imageUrl ?? '',
          status: v.status,
          validFrom: v.validFrom ?? null,
          validTo: v.validTo ?? null,
          remark: v.remark ?? '',
        };
        await save.mutateAsync(seal ? { id: seal.id, ...body } : body);
        return seal ? '印章已保存' : '印章已新增';
      }}
    >
      <FieldRow>
        <TextField schema={SealBody} name="name" label="印章名称" placeholder="如：北京市长安公证处公章" />
        <Form.Item
          name="sealType"
          label="印章类型"
          rules={rulesFrom(SealBody, 'sealType')}
          extra={sealType ? (electronic ? '电子印章：用于电子签章' : '实物印章：由保管人登记用印') : undefined}
        >
          <Select options={SEAL_TYPE_OPTIONS} placeholder="请选择" />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item
          name="ownerUserId"
          label="所属人"
          rules={personal ? [{ required: true, message: '请选择所属人' }] : []}
          extra={personal ? '个人印章（签名章）只能由所属人申请使用' : '机构印章，无所属人'}
        >
          <UserPicker placeholder={personal ? '请选择公证员' : '—'} disabled={!personal} allowClear />
        </Form.Item>
        <Form.Item
          name="keeperId"
          label="保管人"
          rules={electronic ? [] : [{ required: true, message: '实物印章须指定保管人' }]}
          extra="只有保管人可以登记用印"
        >
          <UserPicker placeholder="请选择保管人" allowClear />
        </Form.Item>
      </FieldRow>
      <Form.Item name="imageUrl" label="印模图片" rules={electronic ? [{ required: true, message: '电子印章须上传印模图片' }] : []} extra="PNG 透明背景为宜">
        <ImageField />
      </Form.Item>
      <FieldRow>
        <Form.Item name="status" label="状态" rules={rulesFrom(SealBody, 'status')}>
          <Select options={SEAL_STATUS_OPTIONS} />
        </Form.Item>
        <DateField name="validFrom" label="启用日期" picker={{ maxDate: undefined }} />
        <DateField name="validTo" label="有效期至" picker={{ maxDate: undefined }} />
      </FieldRow>
      <TextAreaField schema={SealBody} name="remark" label="备注" rows={2} />
    </EditDialog>
  );
}
