import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CaseMaterialInput, MATERIAL_STATUSES } from '@notaria/contracts';
import { Button, Col, Empty, Form, Input, Radio, Row, Switch, Tag } from 'antd';
import { maxLengthOf, rulesFrom } from '../../../../lib/schema-rules';
import { FileField } from '../../../../components/file-field';
import type { MaterialValue } from './model';

const STATUS_OPTIONS = Object.entries(MATERIAL_STATUSES).map(([value, label]) => ({ value, label }));

/** 材料: the materials the items ask for, prefilled; rows can be added and removed. */
export function MaterialsStep({ materials }: { materials: MaterialValue[] }) {
  return (
    <Form.List name="materials">
      {(fields, { add, remove }) => (
        <>
          <Row gutter={8} style={{ fontWeight: 500, marginBottom: 8, color: 'rgba(0,0,0,0.65)' }}>
            <Col span={5}>材料名称</Col>
            <Col span={3}>类别</Col>
            <Col span={3}>原件已核验</Col>
            <Col span={6}>状态</Col>
            <Col span={6}>文件</Col>
            <Col span={1} />
          </Row>
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选事项没有规定材料，可自行添加" />}
          {fields.map((f) => {
            const m = materials[f.name];
            return (
              <Row gutter={8} key={f.key} align="top" data-testid="material-row">
                <Col span={5}>
                  <Form.Item name={[f.name, 'name']} rules={rulesFrom(CaseMaterialInput, 'name')} style={{ marginBottom: 12 }}>
                    <Input
                      maxLength={maxLengthOf(CaseMaterialInput, 'name')}
                      aria-label="材料名称"
                      suffix={
                        m?.required ? (
                          <Tag color="red" style={{ marginInlineEnd: 0 }}>
                            必交
                          </Tag>
                        ) : undefined
                      }
                    />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[f.name, 'kind']} rules={rulesFrom(CaseMaterialInput, 'kind')} style={{ marginBottom: 12 }}>
                    <Input maxLength={maxLengthOf(CaseMaterialInput, 'kind')} aria-label="材料类别" />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[f.name, 'originalSeen']} valuePropName="checked" style={{ marginBottom: 12 }}>
                    <Switch checkedChildren="已核验" unCheckedChildren="未核验" aria-label={`${m?.name ?? ''}原件已核验`} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[f.name, 'status']} style={{ marginBottom: 12 }}>
                    <Radio.Group optionType="button" size="small" aria-label={`${m?.name ?? ''}状态`} options={STATUS_OPTIONS} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[f.name, 'file']} style={{ marginBottom: 12 }}>
                    <FileField noun={`${m?.name ?? ''}文件`} uploadText="上传" small nameWidth={90} testId="material-file-name" />
                  </Form.Item>
                </Col>
                <Col span={1}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除材料${m?.name ?? ''}`} onClick={() => remove(f.name)} />
                </Col>
              </Row>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} block onClick={() => add({ name: '', status: 'RECEIVED', originalSeen: false })}>
            添加材料
          </Button>
        </>
      )}
    </Form.List>
  );
}
