import {
  VIDEO_PURPOSE_LABELS,
  VIDEO_PURPOSES,
  VIDEO_RECORD_MODE_LABELS,
  VIDEO_RECORD_MODES,
  VideoMeetingCreateBody,
  type VideoMeetingDetail,
  type VideoParticipantInput,
  type VideoPurpose,
  type VideoRecordMode,
} from '@notaria/contracts';
import { Alert, Button, Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useCreateMeeting } from '../api/meetings';
import { caseById, caseByNumber, videoRoleOf, type LinkedCase } from './case-link';
import { CasePartyPicker, GuestEditor, StaffEditor, type GuestRow, type StaffRow } from './participants-editor';

interface Values {
  title: string;
  purpose: VideoPurpose;
  caseNumber?: string;
  scheduledAt: Dayjs;
  durationMinutes: number;
  recordMode: VideoRecordMode;
  consularPost?: string;
  notes?: string;
  staff?: StaffRow[];
  casePartyIds?: number[];
  guests?: GuestRow[];
}

const PURPOSE_OPTIONS = VIDEO_PURPOSES.map((p) => ({ value: p, label: VIDEO_PURPOSE_LABELS[p] }));
const RECORD_OPTIONS = VIDEO_RECORD_MODES.map((m) => ({ value: m, label: VIDEO_RECORD_MODE_LABELS[m] }));
const MAX_PARTICIPANTS = 7;

/** The next whole half hour, at least ten minutes from now. */
export const nextSlot = (now = dayjs()) => {
  const t = now.add(10, 'minute');
  return t.minute() < 30 ? t.minute(30).second(0).millisecond(0) : t.add(1, 'hour').minute(0).second(0).millisecond(0);
};

const initialFor = (c: LinkedCase | null): Partial<Values> => ({
  title: c ? `视频公证 · ${c.businessNumber}` : '',
  purpose: c ? 'REMOTE_NOTARIZATION' : 'INTERVIEW',
  caseNumber: c?.businessNumber,
  scheduledAt: nextSlot(),
  durationMinutes: 30,
  recordMode: 'SERVER',
  staff: [],
  casePartyIds: c ? c.parties.map((p) => p.id) : [],
  guests: [],
});

/** What the form holds, as the create call takes it. */
export function toCreateBody(v: Values, linked: LinkedCase | null): VideoMeetingCreateBody {
  const trimmed = (s?: string) => s?.trim() || undefined;
  const parties = linked?.parties ?? [];
  const participants: VideoParticipantInput[] = [
    ...(v.staff ?? []).filter((s) => s.userId).map((s) => ({ role: s.role, userId: s.userId })),
    ...(v.casePartyIds ?? []).map((id) => ({ role: videoRoleOf(parties.find((p) => p.id === id)?.role ?? ''), casePartyId: id })),
    ...(v.guests ?? []).map((g) => ({ role: g.role, displayName: g.displayName!.trim(), phone: trimmed(g.phone), idNo: trimmed(g.idNo) })),
  ];
  return {
    title: v.title.trim(),
    purpose: v.purpose,
    caseId: linked?.id,
    scheduledAt: v.scheduledAt.toISOString(),
    durationMinutes: v.durationMinutes,
    recordMode: v.recordMode,
    consularPost: v.purpose === 'REMOTE_NOTARIZATION' ? trimmed(v.consularPost) : undefined,
    notes: trimmed(v.notes),
    participants,
  };
}

interface Props {
  /** Opened for a case (受理 › 视频会议): the case and its parties are filled in. */
  caseId?: number;
  onClose(): void;
  onCreated(meeting: VideoMeetingDetail): void;
}

/** 新建会议: subject, purpose, the case it serves (by 业务编号), time, length, recording, and who takes part. */
export function CreateMeetingDialog({ caseId, onClose, onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const purpose = Form.useWatch('purpose', form);
  const create = useCreateMeeting();
  const [linked, setLinked] = useState<LinkedCase | null>(null);
  const [loadingCase, setLoadingCase] = useState(caseId !== undefined);
  const [lookupError, setLookupError] = useState<string | null>(null);

  useEffect(() => {
    if (caseId === undefined) return;
    let live = true;
    caseById(caseId)
      .then((c) => {
        if (!live) return;
        setLinked(c);
        form.setFieldsValue(initialFor(c));
      })
      .catch(() => undefined)
      .finally(() => live && setLoadingCase(false));
    return () => {
      live = false;
    };
  }, [caseId, form]);

  const lookUp = async () => {
    const number = form.getFieldValue('caseNumber')?.trim();
    setLookupError(null);
    if (!number) {
      setLinked(null);
      form.setFieldsValue({ casePartyIds: [] });
      return;
    }
    if (linked?.businessNumber === number) return;
    setLoadingCase(true);
    try {
      const c = await caseByNumber(number);
      setLinked(c);
      form.setFieldsValue({ casePartyIds: c ? c.parties.map((p) => p.id) : [] });
      if (!c) setLookupError(`未找到业务编号为 ${number} 的业务`);
    } catch {
      // The request layer has shown why.
    } finally {
      setLoadingCase(false);
    }
  };

  const save = async (v: Values) => {
    if (v.caseNumber?.trim() && linked?.businessNumber !== v.caseNumber.trim()) {
      await lookUp();
      throw new Error('业务未确认');
    }
    const body = toCreateBody(v, linked);
    if (body.participants.length > MAX_PARTICIPANTS) {
      setLookupError(`参会人员最多 ${MAX_PARTICIPANTS} 人（不含主持人）`);
      throw new Error('人数超限');
    }
    const created = await create.mutateAsync(body);
    onCreated(created);
    return `会议已预约：${created.meetingNo}`;
  };

  return (
    <EditDialog<Values>
      title={linked ? `视频公证 · ${linked.businessNumber}` : '新建会议'}
      width={820}
      form={form}
      name="meetingCreate"
      initialValues={initialFor(null)}
      onSave={save}
      onClose={onClose}
      okText="预约会议"
    >
      <Spin spinning={loadingCase}>
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item name="title" label="会议主题" rules={rulesFrom(VideoMeetingCreateBody, 'title')}>
              <Input placeholder="如：王某委托公证远程视频办理" maxLength={maxLengthOf(VideoMeetingCreateBody, 'title')} showCount />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="purpose" label="会议目的" rules={rulesFrom(VideoMeetingCreateBody, 'purpose')}>
              <Select aria-label="会议目的" options={PURPOSE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="关联业务" extra="可不填；填写业务编号后可从该业务的当事人中选择参会人，录像归入该业务">
          <Space.Compact style={{ width: 360 }}>
            <Form.Item name="caseNumber" noStyle>
              <Input
                aria-label="关联业务编号"
                placeholder="业务编号"
                allowClear
                disabled={caseId !== undefined}
                onBlur={() => void lookUp()}
                onPressEnter={(e) => {
                  e.preventDefault();
                  void lookUp();
                }}
              />
            </Form.Item>
            {caseId === undefined && <Button onClick={() => void lookUp()}>查找</Button>}
          </Space.Compact>
        </Form.Item>
        {lookupError && <Alert type="warning" showIcon title={lookupError} style={{ marginBottom: 16 }} />}
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="scheduledAt" label="预约时间" rules={[{ required: true, message: '请选择预约时间' }]}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} aria-label="预约时间" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name="durationMinutes" label="预计时长" rules={rulesFrom(VideoMeetingCreateBody, 'durationMinutes')}>
              <InputNumber min={5} max={480} step={15} precision={0} suffix="分钟" style={{ width: '100%' }} aria-label="预计时长" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name="recordMode" label="录制方式" extra="服务器录制：每位参会人的音视频由本处服务器录制存证">
              <Select aria-label="录制方式" options={RECORD_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        {purpose === 'REMOTE_NOTARIZATION' && (
          <Form.Item name="consularPost" label="驻外使领馆 / 驻外机构" extra="海外远程视频公证：当事人在该使领馆，由领事官员见证">
            <Input placeholder="如：中华人民共和国驻温哥华总领事馆" maxLength={maxLengthOf(VideoMeetingCreateBody, 'consularPost')} allowClear />
          </Form.Item>
        )}
        <Divider titlePlacement="start" plain>
          参会人员
        </Divider>
        <StaffEditor />
        {linked && <CasePartyPicker parties={linked.parties} />}
        <GuestEditor />
        <Form.Item name="notes" label="备注">
          <Input.TextArea rows={2} maxLength={maxLengthOf(VideoMeetingCreateBody, 'notes')} showCount />
        </Form.Item>
      </Spin>
    </EditDialog>
  );
}
