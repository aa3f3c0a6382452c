import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PARTY_ROLES, VIDEO_ROLE_LABELS, VideoParticipantInput, type VideoRole } from '@notaria/contracts';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { UserPicker } from '../../../components/pickers/user-picker';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import type { CaseParty } from './case-link';

const STAFF_ROLES = (['NOTARY', 'ASSISTANT'] as const).map((r) => ({ value: r, label: VIDEO_ROLE_LABELS[r] }));
const GUEST_ROLES = (['PARTY', 'AGENT', 'TRANSLATOR', 'CONSULAR', 'WITNESS'] as const).map((r) => ({ value: r, label: VIDEO_ROLE_LABELS[r] }));

export interface StaffRow {
  role: Extract<VideoRole, 'NOTARY' | 'ASSISTANT'>;
  userId?: number;
}
export interface GuestRow {
  role: Extract<VideoRole, 'PARTY' | 'AGENT' | 'TRANSLATOR' | 'CONSULAR' | 'WITNESS'>;
  displayName?: string;
  phone?: string;
  idNo?: string;
}

/** The staff who take part besides the host (who is the one creating the meeting). */
export function StaffEditor() {
  return (
    <Form.List name="staff">
      {(fields, { add, remove }) => (
        <Form.Item label="本处人员" extra="发起人自动作为主持人参会">
          {fields.map((f) => (
            <Row key={f.key} gutter={8} wrap={false} align="top">
              <Col flex="140px">
                <Form.Item name={[f.name, 'role']} style={{ marginBottom: 8 }}>
                  <Select aria-label="本处人员角色" options={STAFF_ROLES} />
                </Form.Item>
              </Col>
              <Col flex="auto">
                <Form.Item name={[f.name, 'userId']} rules={[{ required: true, message: '请选择人员' }]} style={{ marginBottom: 8 }}>
                  <UserPicker aria-label="本处人员" placeholder="选择人员" />
                </Form.Item>
              </Col>
              <Col flex="24px" style={{ paddingTop: 6 }}>
                <MinusCircleOutlined aria-label="移除本处人员" onClick={() => remove(f.name)} />
              </Col>
            </Row>
          ))}
          {fields.length < 3 && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ role: 'NOTARY' })}>
              添加本处人员
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

const partyLabel = (p: CaseParty) => `${p.name}（${PARTY_ROLES[p.role as keyof typeof PARTY_ROLES] ?? p.role}）`;

/** The case's parties to invite: each joins by the link sent to the phone on the case. */
export function CasePartyPicker({ parties }: { parties: CaseParty[] }) {
  if (parties.length === 0) return null;
  return (
    <Form.Item name="casePartyIds" label="本案当事人" extra="姓名、手机号与证件号取自业务；入会链接以短信发送">
      <Checkbox.Group aria-label="本案当事人" options={parties.map((p) => ({ value: p.id, label: partyLabel(p) }))} data-testid="case-party-picker" />
    </Form.Item>
  );
}

const nameRules = [{ required: true, whitespace: true, message: '请输入姓名' }];

/** People from outside the office: a party not on the case, an agent, a translator, a consular officer, a witness. */
export function GuestEditor() {
  return (
    <Form.List name="guests">
      {(fields, { add, remove }) => (
        <Form.Item label="其他参会人员" extra="凭短信中的入会链接进入，无需账号；当事人须人脸核验">
          {fields.map((f, i) => (
            <Row key={f.key} gutter={8} wrap={false} align="top" data-testid="guest-row">
              <Col flex="110px">
                <Form.Item name={[f.name, 'role']} style={{ marginBottom: 8 }}>
                  <Select aria-label={`参会人员 ${i + 1} 角色`} options={GUEST_ROLES} />
                </Form.Item>
              </Col>
              <Col flex="1">
                <Form.Item name={[f.name, 'displayName']} rules={nameRules} style={{ marginBottom: 8 }}>
                  <Input aria-label={`参会人员 ${i + 1} 姓名`} placeholder="姓名" maxLength={maxLengthOf(VideoParticipantInput, 'displayName')} />
                </Form.Item>
              </Col>
              <Col flex="1">
                <Form.Item name={[f.name, 'phone']} rules={rulesFrom(VideoParticipantInput, 'phone')} style={{ marginBottom: 8 }}>
                  <Input aria-label={`参会人员 ${i + 1} 手机号`} placeholder="手机号（接收入会链接）" maxLength={maxLengthOf(VideoParticipantInput, 'phone')} />
                </Form.Item>
              </Col>
              <Col flex="1.3">
                <Form.Item name={[f.name, 'idNo']} rules={rulesFrom(VideoParticipantInput, 'idNo')} style={{ marginBottom: 8 }}>
                  <Input aria-label={`参会人员 ${i + 1} 证件号`} placeholder="证件号（人脸核验用）" maxLength={maxLengthOf(VideoParticipantInput, 'idNo')} />
                </Form.Item>
              </Col>
              <Col flex="24px" style={{ paddingTop: 6 }}>
                <MinusCircleOutlined aria-label={`移除参会人员 ${i + 1}`} onClick={() => remove(f.name)} />
              </Col>
            </Row>
          ))}
          {fields.length < 6 ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ role: 'PARTY' })}>
              添加参会人员
            </Button>
          ) : (
            <Typography.Text type="secondary">已达人数上限</Typography.Text>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}
