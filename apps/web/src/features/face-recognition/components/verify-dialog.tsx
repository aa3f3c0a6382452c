import { FaceManualBody, type FaceCaseOption, type FaceRecordRow } from '@notaria/contracts';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useFaceProvider } from '../api/face-records';
import { useFaceCases } from '../api/find-cases';
import { useVerifyFace } from '../api/verify-face';
import { roleLabel } from '../labels';
import { PhotoUpload } from './photo-upload';

interface Values {
  caseId?: number;
  partyId?: number;
  photoUrl?: string;
  result: 'PASS' | 'FAIL';
  note?: string;
}

const NO_PROVIDER = '未配置人脸核验接口，请使用人工核验';

function announce(row: FaceRecordRow) {
  const score = row.score === null ? '' : `（相似度 ${row.score}）`;
  if (row.method === 'MANUAL') notify.success(row.result === 'PASS' ? `${row.partyName} 人工核验通过，已记录` : `${row.partyName} 人工核验不通过，已记录`);
  else if (row.result === 'PASS') notify.success(`${row.partyName} 接口核验通过${score}`);
  else if (row.result === 'FAIL') void notify.error(`${row.partyName} 接口核验未通过${score}${row.message ? `：${row.message}` : ''}，已记录`, 5);
  else notify.success(`${row.partyName} 已提交接口核验，结果待答复`);
}

/** The natural-person parties of the chosen case, one to pick. */
function PartyPicker({ picked, value, onChange }: { picked: FaceCaseOption | null; value?: number; onChange?(id: number): void }) {
  if (!picked) return <Typography.Text type="secondary">先选择业务</Typography.Text>;
  if (!picked.parties.length) return <Typography.Text type="warning">该业务没有可核验的自然人当事人</Typography.Text>;
  return (
    <Radio.Group aria-label="当事人" value={value} onChange={(e) => onChange?.(e.target.value as number)}>
      <Space orientation="vertical">
        {picked.parties.map((p) => (
          <Radio key={p.id} value={p.id}>
            {roleLabel(p.role)} {p.name}
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontVariantNumeric: 'tabular-nums' }}>
              {p.idNo || '无证件号'}
            </Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

/** 核验: pick a case and one of its parties, take or upload a photo, then verify through the provider or by hand. */
export function VerifyDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<FaceCaseOption | null>(null);
  const cases = useFaceCases(useDebouncedValue(text.trim(), 300));
  const provider = useFaceProvider();
  const verify = useVerifyFace();
  const result = Form.useWatch('result', form);
  const busy = verify.manual.isPending || verify.provider.isPending;
  const configured = provider.data?.configured === true;

  const done = (row: FaceRecordRow) => {
    announce(row);
    onClose();
  };
  const byProvider = async () => {
    const v = await form.validateFields(['caseId', 'partyId', 'photoUrl']);
    done(await verify.provider.mutateAsync({ caseId: v.caseId!, partyId: v.partyId!, photoUrl: v.photoUrl! }));
  };
  const byHand = async () => {
    const v = await form.validateFields();
    done(
      await verify.manual.mutateAsync({ caseId: v.caseId!, partyId: v.partyId!, photoUrl: v.photoUrl!, result: v.result, note: v.note?.trim() || undefined }),
    );
  };
  const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

  const options = (cases.data ?? []).map((c) => ({ value: c.id, label: c.businessNumber, parties: c.parties }));
  return (
    <Modal
      open
      title="人脸识别核验"
      width={620}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Tooltip title={configured ? `由核验接口比对现场照片与当事人身份（${provider.data?.name}）` : NO_PROVIDER}>
            <Button disabled={!configured || busy} loading={verify.provider.isPending} onClick={() => quietly(byProvider())}>
              接口核验
            </Button>
          </Tooltip>
          <Button type="primary" disabled={busy} loading={verify.manual.isPending} onClick={() => quietly(byHand())}>
            提交人工核验
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="faceVerify" initialValues={{ result: 'PASS' }} requiredMark>
        <Form.Item name="caseId" label="业务" rules={[{ required: true, message: '请按业务编号查找并选择业务' }]}>
          <Select
            aria-label="业务"
            placeholder="输入业务编号查找"
            showSearch={{ filterOption: false, onSearch: setText }}
            loading={cases.isFetching}
            options={options}
            notFoundContent={text.trim() ? (cases.isFetching ? '查找中…' : '没有找到该编号的业务') : '请输入业务编号'}
            optionRender={(o) => (
              <Space orientation="vertical" size={0}>
                <span>{o.data.label}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {o.data.parties.map((p) => `${roleLabel(p.role)} ${p.name}`).join('、') || '无自然人当事人'}
                </Typography.Text>
              </Space>
            )}
            onChange={(id: number) => {
              setPicked(cases.data?.find((c) => c.id === id) ?? null);
              form.setFieldValue('partyId', undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="partyId" label="当事人" rules={[{ required: true, message: '请选择要核验的当事人' }]}>
          <PartyPicker picked={picked} />
        </Form.Item>
        <Form.Item
          name="photoUrl"
          label="现场照片"
          rules={[{ required: true, message: '请拍摄或上传当事人的现场照片' }]}
          extra="正面免冠、光线充足；JPG、PNG 等图片，不超过 5 MB"
        >
          <PhotoUpload />
        </Form.Item>
        {!configured && provider.isSuccess && <Alert type="info" showIcon title={NO_PROVIDER} style={{ marginBottom: 16 }} />}
        <Form.Item name="result" label="人工核验结论">
          <Radio.Group
            aria-label="人工核验结论"
            options={[
              { value: 'PASS', label: '通过' },
              { value: 'FAIL', label: '不通过' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label="说明"
          dependencies={['result']}
          required={result === 'FAIL'}
          rules={[
            ...rulesFrom(FaceManualBody, 'note'),
            ({ getFieldValue }) => ({
              validator: (_, v?: string) =>
                getFieldValue('result') === 'FAIL' && !v?.trim() ? Promise.reject(new Error('核验不通过时请填写说明')) : Promise.resolve(),
            }),
          ]}
        >
          <Input.TextArea
            aria-label="说明"
            rows={2}
            maxLength={maxLengthOf(FaceManualBody, 'note')}
            showCount
            placeholder={result === 'FAIL' ? '请写明不通过的原因，如：现场人员与证件照片不符' : '选填，如：与身份证照片一致'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
