import { CAPTURE_BATCH_MAX, CAPTURE_MAX_SECONDS } from '@notaria/contracts';
import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { captureWeb, captureWebBatch } from '../api/capture';
import { applicantOf, ApplicantFields, type ApplicantValues } from './applicant-fields';
import { FormModal, RemarkField, TitleField, useDialogSubmit } from './form-dialog';

interface Values extends ApplicantValues {
  mode: 'single' | 'batch';
  url?: string;
  urls?: string;
  title: string;
  fullPage: boolean;
  video: boolean;
  durationS?: number;
  scheduleAt?: Dayjs | null;
  remark?: string;
}

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const splitUrls = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * 网页取证: the platform's own clean browser opens the page, takes a full-page screenshot, an MHTML archive and the
 * network log (and, if asked, a video of the visit); one address, or several, one per line.
 */
export function WebCaptureDialog({ onCreated, onClose }: { onCreated(id: number): void; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'single';
  const video = Form.useWatch('video', form) ?? false;
  const { pending, submit } = useDialogSubmit(form, async (v) => {
    const common = {
      title: v.title.trim(),
      applicant: applicantOf(v),
      options: { fullPage: v.fullPage, video: v.video, durationSeconds: v.video ? (v.durationS ?? 10) : 0, scheduleAt: v.scheduleAt?.toISOString() },
      remark: v.remark?.trim() || undefined,
    };
    if (v.mode === 'batch') {
      const created = await captureWebBatch({ ...common, urls: splitUrls(v.urls) });
      onCreated(created.records[0].id);
    } else onCreated((await captureWeb({ ...common, url: v.url!.trim() })).id);
  });

  return (
    <FormModal title="网页取证" width={640} okText="开始取证" pending={pending} onOk={submit} onClose={onClose} keepOnMaskClick>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="由平台的独立取证浏览器访问网页：取证前自动进行清洁性检查，保存整页截图、网页归档（MHTML）与网络日志，完成后进入“待确认”。"
      />
      <Form<Values> form={form} labelCol={{ span: 5 }} name="webCapture" initialValues={{ mode: 'single', fullPage: true, video: false, durationS: 10 }}>
        <Form.Item name="mode" label="取证方式">
          <Radio.Group
            options={[
              { value: 'single', label: '单个网址' },
              { value: 'batch', label: '批量（每行一个网址）' },
            ]}
          />
        </Form.Item>
        {mode === 'single' ? (
          <Form.Item
            name="url"
            label="网址"
            rules={[
              { required: true, message: '请输入网址' },
              { pattern: URL_RE, message: '请输入以 http:// 或 https:// 开头的完整网址' },
            ]}
          >
            <Input placeholder="https://" maxLength={2000} />
          </Form.Item>
        ) : (
          <Form.Item
            name="urls"
            label="网址"
            rules={[
              {
                validator: async (_, text?: string) => {
                  const urls = splitUrls(text);
                  if (urls.length === 0) throw new Error('请输入网址，每行一个');
                  if (urls.length > CAPTURE_BATCH_MAX) throw new Error(`一次最多 ${CAPTURE_BATCH_MAX} 个网址`);
                  const bad = urls.findIndex((u) => !URL_RE.test(u));
                  if (bad >= 0) throw new Error(`第 ${bad + 1} 行不是完整网址`);
                },
              },
            ]}
          >
            <Input.TextArea rows={5} placeholder={'https://example.com/a\nhttps://example.com/b'} />
          </Form.Item>
        )}
        <TitleField maxLength={mode === 'batch' ? 180 : 200} placeholder="如：某网店侵权商品页面" />
        <ApplicantFields />
        <Form.Item label="取证选项">
          <Form.Item name="fullPage" valuePropName="checked" noStyle>
            <Checkbox>整页截图</Checkbox>
          </Form.Item>
          <Form.Item name="video" valuePropName="checked" noStyle>
            <Checkbox>录制访问过程</Checkbox>
          </Form.Item>
          {video && (
            <Form.Item name="durationS" noStyle rules={[{ required: true, message: '请输入录制秒数' }]}>
              <InputNumber min={3} max={CAPTURE_MAX_SECONDS} addonAfter="秒" aria-label="录制秒数" style={{ width: 130 }} />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item name="scheduleAt" label="定时取证" extra="留空则立即取证">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="选择取证时间" />
        </Form.Item>
        <RemarkField />
      </Form>
    </FormModal>
  );
}
