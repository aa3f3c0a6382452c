import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  maskIdNumber,
  REAL_ESTATE_CHANNELS,
  REAL_ESTATE_RESULTS,
  RealEstateQueryInput,
  type RealEstateAttachment,
  type RealEstateQueryRow,
} from '@notaria/contracts';
import { Button, Form, Radio, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { EditDialog } from '../../../../components/list/edit-dialog';
import { FieldRow } from '../../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../../components/form/schema-fields';
import { DateField } from '../../../../components/form/simple-fields';
import { notify } from '../../../../lib/notify';
import { rulesFrom } from '../../../../lib/schema-rules';
import { uploadFile } from '../../../../lib/stored-files';
import { useCaseOptions, useSaveRealEstateQuery } from '../api/real-estate-queries';

const S = RealEstateQueryInput;
type Values = Omit<RealEstateQueryInput, 'attachments'>;

export const CHANNEL_OPTIONS = Object.entries(REAL_ESTATE_CHANNELS).map(([value, label]) => ({ value, label }));
export const RESULT_OPTIONS = Object.entries(REAL_ESTATE_RESULTS).map(([value, label]) => ({ value, label }));
const MAX_FILE_BYTES = 20 * 1024 * 1024;

const initial = (row: RealEstateQueryRow | null): Partial<Values> =>
  row
    ? {
        caseId: row.caseId,
        propertyLocation: row.propertyLocation,
        certificateNumber: row.certificateNumber,
        ownerName: row.ownerName,
        ownerIdNumber: row.ownerIdNumber,
        channel: row.channel as Values['channel'],
        queryDate: row.queryDate,
        result: row.result as Values['result'],
        notes: row.notes,
      }
    : { channel: 'WINDOW', queryDate: dayjs().format('YYYY-MM-DD') };

/** The case picker: cases found by business number; an edited record keeps showing its own case. */
function CaseSelect({ value, onChange, current }: { value?: number; onChange?: (v: number) => void; current?: { id: number; businessNumber: string } }) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useCaseOptions(term.trim());
  const options = (data?.list ?? []).map((c) => ({ value: c.id, label: `${c.businessNumber}　${c.itemNames.join('、')}　${c.applicants.join('、')}` }));
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.businessNumber });
  return (
    <Select
      aria-label="业务"
      showSearch={{ filterOption: false, onSearch: setTerm }}
      value={value}
      onChange={onChange}
      loading={isFetching}
      placeholder="输入业务编号查找"
      notFoundContent={isFetching ? '查找中…' : '没有找到业务'}
      options={options}
    />
  );
}

/** 登记/编辑不动产查询. The owner's ID number is masked before it leaves the browser too. */
export function RealEstateQueryDialog({ row, onClose }: { row: RealEstateQueryRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRealEstateQuery();
  const [attachments, setAttachments] = useState<RealEstateAttachment[]>(row?.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const result = Form.useWatch('result', form);

  const pick = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (picker.current) picker.current.value = '';
    const big = list.find((f) => f.size > MAX_FILE_BYTES);
    if (big) return notify.error(`“${big.name}”超过 20 MB，请压缩后上传`, 3);
    setUploading(true);
    try {
      for (const f of list) {
        const up = await uploadFile(f);
        setAttachments((a) => [...a, { url: up.ossUrl, name: up.name }]);
      }
    } catch {
      // The request layer has shown why.
    } finally {
      setUploading(false);
    }
  };

  const submit = async (v: Values) => {
    const body: RealEstateQueryInput = {
      ...v,
      propertyLocation: v.propertyLocation.trim(),
      certificateNumber: v.certificateNumber.trim(),
      ownerName: v.ownerName.trim(),
      ownerIdNumber: maskIdNumber(v.ownerIdNumber ?? ''),
      notes: v.notes?.trim() ?? '',
      attachments: attachments.map((a) => a.url),
    };
    await save.mutateAsync(row ? { id: row.id, ...body } : body);
    return row ? '不动产查询已保存' : '不动产查询已登记';
  };

  return (
    <EditDialog<Values>
      title={row ? '编辑不动产查询' : '登记不动产查询'}
      width={720}
      form={form}
      name="realEstateQuery"
      initialValues={initial(row)}
      onSave={submit}
      onClose={onClose}
      modal={{ okButtonProps: { disabled: uploading } }}
    >
      <Form.Item name="caseId" label="业务" rules={[{ required: true, message: '请选择业务' }]}>
        <CaseSelect current={row ? { id: row.caseId, businessNumber: row.businessNumber } : undefined} />
      </Form.Item>
      <TextField schema={S} name="propertyLocation" label="不动产坐落" placeholder="如：北京市朝阳区建国路88号院3号楼1单元1502" />
      <FieldRow>
        <TextField schema={S} name="certificateNumber" label="不动产权证号" placeholder="如：京(2021)朝阳区不动产权第0012345号" />
        <TextField schema={S} name="ownerName" label="权利人" placeholder="登记簿上的权利人" />
      </FieldRow>
      <FieldRow>
        <TextField schema={S} name="ownerIdNumber" label="权利人证件号码" extra="保存时仅保留前后几位，其余以 * 代替" placeholder="身份证号码或其他证件号码" />
        <DateField name="queryDate" label="查询日期" rules={[{ required: true, message: '请选择查询日期' }]} picker={{ placeholder: '请选择查询日期' }} />
      </FieldRow>
      <Form.Item name="channel" label="查询方式" rules={rulesFrom(S, 'channel', { required: true })}>
        <Radio.Group options={CHANNEL_OPTIONS} />
      </Form.Item>
      <Form.Item name="result" label="查询结果" rules={rulesFrom(S, 'result', { required: true })}>
        <Radio.Group options={RESULT_OPTIONS} />
      </Form.Item>
      <TextAreaField
        schema={S}
        name="notes"
        label="备注"
        dependencies={['result']}
        required={result === 'OTHER'}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v?: string) =>
              getFieldValue('result') === 'OTHER' && !v?.trim() ? Promise.reject(new Error('查询结果为“其他”时须说明')) : Promise.resolve(),
          }),
        ]}
        rows={3}
        showCount
        placeholder="抵押权人、查封机关及文号等"
      />
      <Form.Item label="附件" extra="查询结果单、函复等扫描件（PDF 或图片），最多 20 个">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {attachments.map((a) => (
            <Space key={a.url} size={4}>
              <PaperClipOutlined />
              <Typography.Text>{a.name}</Typography.Text>
              <Button type="link" size="small" danger onClick={() => setAttachments((all) => all.filter((x) => x.url !== a.url))}>
                移除
              </Button>
            </Space>
          ))}
          <input ref={picker} type="file" multiple hidden aria-label="选择附件" accept=".pdf,image/*" onChange={(e) => void pick(e.target.files)} />
          <Button icon={<UploadOutlined />} loading={uploading} disabled={attachments.length >= 20} onClick={() => picker.current?.click()}>
            上传附件
          </Button>
        </Space>
      </Form.Item>
    </EditDialog>
  );
}
