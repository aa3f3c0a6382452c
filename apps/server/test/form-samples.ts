import { createFormSchema, createWidget, type FormSchema } from '@notaria/form-core';

/** A small intake form: a required name and a mobile number checked by the built-in validator. */
export function intakeSchema(): FormSchema {
  const name = createWidget('input');
  Object.assign(name.options, { name: 'contactName', label: '联系人', required: true });
  const phone = createWidget('input');
  Object.assign(phone.options, { name: 'contactPhone', label: '联系电话', validation: 'mobilePhone' });
  return createFormSchema([name, phone]);
}
