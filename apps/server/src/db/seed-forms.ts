import { and, eq } from 'drizzle-orm';
import { createFormSchema, createWidget, type FormSchema, type Widget } from '@notaria/form-core';
import type { Tx } from './client.ts';
import { businessConfigs, formVersions, forms, notarizationItems } from './schema.ts';

type FieldType = 'input' | 'date' | 'select';

/** One designer field; `taken` keeps the generated widget ids unique within the form. */
function field(taken: Set<string>, type: FieldType, name: string, label: string, options: Record<string, unknown> = {}): Widget {
  const w = createWidget(type, { taken });
  Object.assign(w.options, { name, label }, options);
  return w as Widget;
}

/** Two fields side by side. */
function row(taken: Set<string>, left: Widget, right: Widget): Widget {
  const grid = createWidget('grid', { taken });
  grid.cols[0].widgetList.push(left);
  grid.cols[1].widgetList.push(right);
  return grid as Widget;
}

const PURPOSES = ['出国留学', '探亲访友', '移民定居', '工作就业', '办理签证', '其他'];

/** 出生公证受理表: what the office asks the applicant at the counter, made of the form designer's widgets. */
export function birthIntakeSchema(): FormSchema {
  const taken = new Set<string>();
  const schema = createFormSchema([
    row(
      taken,
      field(taken, 'input', 'applicantName', '申请人姓名', { required: true, maxLength: 32, placeholder: '与身份证件一致' }),
      field(taken, 'input', 'idNumber', '身份证号', {
        required: true,
        maxLength: 18,
        validation: '^\\d{17}[\\dXx]$',
        validationHint: '身份证号应为 18 位，最后一位可为 X',
        placeholder: '18 位居民身份证号码',
      }),
    ),
    row(
      taken,
      field(taken, 'date', 'birthDate', '出生日期', { required: true, editable: true, placeholder: '如 1990-03-07，可直接输入' }),
      field(taken, 'input', 'birthPlace', '出生地', { required: true, maxLength: 100, placeholder: '如：北京市东城区' }),
    ),
    row(
      taken,
      field(taken, 'input', 'fatherName', '父亲姓名', { maxLength: 32, placeholder: '出生医学证明上的父亲姓名' }),
      field(taken, 'input', 'motherName', '母亲姓名', { maxLength: 32, placeholder: '出生医学证明上的母亲姓名' }),
    ),
    row(
      taken,
      field(taken, 'select', 'usage', '用途', { required: true, placeholder: '选择用途', optionItems: PURPOSES.map((p) => ({ label: p, value: p })) }),
      field(taken, 'input', 'contactPhone', '联系电话', { required: true, validation: 'mobilePhone', placeholder: '11 位手机号码' }),
    ),
  ]);
  // Five-character labels (申请人姓名) on one line.
  schema.formConfig.labelWidth = 100;
  return schema;
}

/**
 * A published intake form bound to 涉外民事 / 出生, so that the first case of a new office already shows
 * a form in the 受理表单 step. Nothing happens when the catalogue has no such item.
 */
export async function seedIntakeForm(tx: Tx, tenantId: number): Promise<void> {
  const [category] = await tx
    .select()
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.level, 'CATEGORY'), eq(notarizationItems.name, '涉外民事')));
  if (!category) return;
  const groups = await tx
    .select()
    .from(notarizationItems)
    .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.parentId, category.id)));
  let item: typeof notarizationItems.$inferSelect | undefined;
  for (const g of groups) {
    [item] = await tx
      .select()
      .from(notarizationItems)
      .where(and(eq(notarizationItems.tenantId, tenantId), eq(notarizationItems.parentId, g.id), eq(notarizationItems.name, '出生')));
    if (item) break;
  }
  if (!item) return;
  const now = new Date();
  const [form] = await tx
    .insert(forms)
    .values({
      tenantId,
      name: '出生公证受理表（涉外）',
      code: 'birthIntakeForeign',
      description: '涉外出生公证的受理信息：申请人、出生情况、父母、用途与联系电话',
      status: 'PUBLISHED',
      publishedVersion: 1,
      latestVersion: 1,
    })
    .returning();
  await tx
    .insert(formVersions)
    .values({ tenantId, formId: form.id, version: 1, schema: birthIntakeSchema() as unknown as Record<string, unknown>, published: true, publishedAt: now });
  await tx.insert(businessConfigs).values({ tenantId, itemId: item.id, formId: form.id });
}
