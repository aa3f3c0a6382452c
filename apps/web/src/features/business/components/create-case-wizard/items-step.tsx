import { Col, Form, Input, InputNumber, Row, Select, TreeSelect } from 'antd';
import { CreateCaseBody } from '@notaria/contracts';
import { maxLengthOf, rulesFrom } from '../../../../lib/schema-rules';
import { useDictOptions } from '../../api/cases';
import type { TreeOption } from './model';

/** 事项: the notarial items, purpose, copies, country of use and language. */
export function ItemsStep({ treeOptions, loading }: { treeOptions: TreeOption[]; loading: boolean }) {
  const countries = useDictOptions('useCountry');
  const languages = useDictOptions('useLanguage');
  return (
    <>
      <Form.Item name="itemIds" label="公证事项" rules={rulesFrom(CreateCaseBody, 'itemIds')} extra="可多选；每个事项出具一份公证书">
        <TreeSelect
          aria-label="公证事项"
          multiple
          treeData={treeOptions}
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder="选择公证事项（末级事项），可输入名称搜索"
          loading={loading}
          treeDefaultExpandAll={false}
          popupMatchSelectWidth
          allowClear
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="purpose" label="用途" rules={rulesFrom(CreateCaseBody, 'purpose')}>
            <Input maxLength={maxLengthOf(CreateCaseBody, 'purpose')} placeholder="如：出国留学、办理签证" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="copies" label="份数" rules={rulesFrom(CreateCaseBody, 'copies', { required: true })}>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="useCountry" label="使用地">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={countries.data ?? []} placeholder="选择" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="language" label="译文语种">
            <Select allowClear options={languages.data ?? []} placeholder="选择" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
