import { createRef } from 'react';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Contender } from '../contender.ts';

export const contender: Contender = {
  prepare(fields) {
    const schema: RJSFSchema = {
      type: 'object',
      required: fields.map((f) => f.name),
      properties: Object.fromEntries(fields.map((f) => [f.name, { type: 'string', title: f.label }])),
    };
    const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    return (expose) => {
      const ref = createRef<CoreForm>();
      expose(() => ref.current!.validateForm());
      // No error summary at the top: the messages show on the fields, as in the other contenders; onError
      // given so that rjsf does not log the 300 errors to the console.
      return <Form ref={ref} className="rjsf" schema={schema} uiSchema={uiSchema} validator={validator} showErrorList={false} onError={() => undefined} />;
    };
  },
  inputSelector: '.rjsf input',
  errorSelector: '.rjsf .ant-form-item-explain-error',
};
