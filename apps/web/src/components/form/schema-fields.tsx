import { Form, Input, type FormItemProps, type FormRule, type InputProps } from 'antd';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';

type Path = string | (string | number)[];

interface SchemaFieldProps extends Omit<FormItemProps, 'name' | 'rules' | 'children'> {
  /** The request schema the server checks the field with: it gives the rules and the length limit. */
  schema: unknown;
  name: Path;
  /** The field's path in the schema where the form's name differs, e.g. `[index, 'name']` in a Form.List. */
  field?: Path;
  /** Rules the schema cannot say, checked after its own. */
  rules?: FormRule[];
  /** Overrides of the schema's rules, e.g. a field the schema leaves optional that this form needs. */
  needed?: { required?: boolean };
  placeholder?: string;
}

const schemaPath = ({ name, field }: SchemaFieldProps) => (field ?? name) as string | string[];
const schemaRules = (props: SchemaFieldProps) => [...rulesFrom(props.schema, schemaPath(props), props.needed), ...(props.rules ?? [])];

/** A one-line text field whose rules and length limit come from the request schema. */
export function TextField(props: SchemaFieldProps & { input?: Omit<InputProps, 'placeholder' | 'maxLength'> }) {
  const { schema, name, field, rules, needed, placeholder, input, ...item } = props;
  return (
    <Form.Item name={name} rules={schemaRules(props)} {...item}>
      <Input placeholder={placeholder} maxLength={maxLengthOf(schema, schemaPath(props))} {...input} />
    </Form.Item>
  );
}

/** A multi-line text field whose rules and length limit come from the request schema. */
export function TextAreaField(props: SchemaFieldProps & { rows?: number; showCount?: boolean }) {
  const { schema, name, field, rules, needed, placeholder, rows = 2, showCount, ...item } = props;
  return (
    <Form.Item name={name} rules={schemaRules(props)} {...item}>
      <Input.TextArea rows={rows} maxLength={maxLengthOf(schema, schemaPath(props))} showCount={showCount} placeholder={placeholder} />
    </Form.Item>
  );
}
