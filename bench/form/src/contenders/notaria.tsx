import { createFormSchema, createWidget, type FormSchema } from '@notaria/form-core';
import { FormRender } from '@notaria/form-render';
import type { Contender, Expose } from '../contender.ts';

function Notaria({ schema, expose }: { schema: FormSchema; expose: Expose }) {
  return <FormRender schema={schema} onCreated={(form) => expose(() => form.validate())} />;
}

export const contender: Contender = {
  prepare(fields) {
    const schema = createFormSchema(
      fields.map((f) => {
        const w = createWidget('input');
        w.id = `input-${f.name}`;
        // Plain text inputs, like the other contenders' (the designer's default adds a clear button).
        Object.assign(w.options, { name: f.name, label: f.label, required: true, clearable: false });
        return w;
      }),
    );
    return (expose) => <Notaria schema={schema} expose={expose} />;
  },
  inputSelector: '.fr-form input',
  errorSelector: '.fr-form .ant-form-item-explain-error',
};
