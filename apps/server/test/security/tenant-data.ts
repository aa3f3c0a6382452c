import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { asSystem } from '../../src/db/scope.ts';
import { cases } from '../../src/modules/business/business.table.ts';
import { PDFDocument } from 'pdf-lib';
import { sealPng } from '../e-seal-setup.ts';
import { intakeSchema } from '../form-samples.ts';
import { type Answer, type Call, type IdField, ID_FIELD, type Method, type Operation, sampleCall, send } from './openapi-walk.ts';

/** What `populate` made: one id (or key) per kind of record, and the last successful call of each operation. */
export interface OfficeData {
  ids: Record<string, number | string>;
  /** `PUT /api/user` → a call that succeeded, to replay with another office's ids. */
  calls: Map<string, Call>;
  /** Strings that appear only in this office's records. */
  secrets: string[];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident id number with a correct check digit. */
export function residentId(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A unified social credit code with a correct check character. */
export function creditCode(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + USCC_CHARS.indexOf(c) * USCC_WEIGHTS[i], 0);
  return first17 + USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** A PNG by its signature, carrying `text` so that its bytes are recognisable in an answer. */
const png = (text: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);

/**
 * Fills an office with a record of every kind through the API, as a user holding `*`: department,
 * role, user, numbering rule and ledger, dictionary, flow, form, notarization items, customers, a
 * file, a case (accepted, with parties, materials, fees, SMS settings), a real-estate query, a face
 * record, an office notice and its notify messages. `tag` (a letter) keeps codes apart; `marker`
 * (Chinese) goes into every name, so that the office's data can be recognised in any answer.
 */
export async function populate(app: FastifyInstance, token: string, tag: string, marker: string, seq: number): Promise<OfficeData> {
  const calls = new Map<string, Call>();
  const call = async (method: Method, path: string, input: { query?: Record<string, unknown>; body?: unknown } = {}): Promise<any> => {
    const c: Call = { method, url: path, ...input };
    const a: Answer = await send(app, token, c);
    if (a.status >= 200 && a.status < 300) calls.set(`${method} ${path}`, c);
    else throw new Error(`populating office ${tag}: ${method} ${path} ${JSON.stringify(input)} → ${a.status} ${a.json?.message ?? a.text.slice(0, 200)}`);
    return a.json?.data;
  };
  const get = (path: string, query?: Record<string, unknown>) => call('GET', path, { query });
  const T = tag.toUpperCase();
  const ids: Record<string, number | string> = {};

  const me = await get('/api/auth/current-user');
  ids.self = me.id;
  ids.tenant = me.tenantId;

  const dept = await call('POST', '/api/dept', { body: { parentId: null, name: `${marker}部门`, phone: '010-12345678' } });
  ids.dept = dept.id;
  const role = await call('POST', '/api/role', { body: { name: `${marker}角色`, code: `sec${T}Role`, permissions: ['business', 'oa:notice'] } });
  ids.role = role.id;
  const user = await call('POST', '/api/user', {
    body: {
      account: `sec_${tag}_user`,
      name: `${marker}用户`,
      deptId: dept.id,
      roleIds: [role.id],
      password: 'Secure@2026x',
      phone: `1390000000${seq}`,
      idCard: residentId(`11010119800101${seq}23`),
    },
  });
  ids.user = user.id;
  await call('PUT', '/api/user', {
    body: { id: user.id, account: user.account, name: `${marker}用户`, deptId: dept.id, roleIds: [role.id], phone: `1390000000${seq}` },
  });
  await call('PUT', '/api/user/activated', { body: { id: user.id, activated: true } });
  await call('PUT', '/api/user/reset-password', { body: { id: user.id, password: 'Secure@2026y' } });
  await call('PUT', '/api/role', { body: { id: role.id, name: `${marker}角色`, code: `sec${T}Role`, permissions: ['business', 'oa:notice'] } });
  await call('PUT', '/api/dept', { body: { id: dept.id, parentId: null, name: `${marker}部门`, headUserId: user.id } });

  const rule = await call('POST', '/api/number', { body: { name: `${marker}编号`, code: `sec${T}Num`, pattern: `${T}{seq:3}`, resetCycle: 'NEVER' } });
  ids.numberRule = rule.id;
  await call('PUT', '/api/number', {
    body: { id: rule.id, name: `${marker}编号`, code: `sec${T}Num`, pattern: `${T}{seq:3}`, resetCycle: 'NEVER', description: marker },
  });
  const dict = await call('POST', '/api/dict', { body: { key: `sec${T}Dict`, parentKey: null, name: `${marker}字典` } });
  ids.dict = dict.id;
  ids.dictKey = `sec${T}Dict`;
  await call('PUT', '/api/dict', { body: { id: dict.id, key: `sec${T}Dict`, parentKey: null, name: `${marker}字典`, remark: marker } });
  const flow = await call('POST', '/api/flow', {
    body: { name: `${marker}流程`, code: `sec${T}Flow`, category: 'OA', steps: [{ name: `${marker}审批`, approverType: 'ROLE', approverId: role.id }] },
  });
  ids.flow = flow.id;
  await call('PUT', '/api/flow', {
    body: {
      id: flow.id,
      name: `${marker}流程`,
      code: `sec${T}Flow`,
      category: 'OA',
      steps: [{ name: `${marker}审批`, approverType: 'USER', approverId: user.id }],
    },
  });

  const form = await call('POST', '/api/form', { body: { name: `${marker}表单`, code: `sec${T}Form`, schema: intakeSchema() } });
  ids.form = form.id;
  await call('PUT', '/api/form', { body: { id: form.id, name: `${marker}表单`, code: `sec${T}Form`, description: marker, schema: intakeSchema() } });
  await call('PUT', '/api/form/publish', { body: { id: form.id, version: 1 } });
  await call('POST', '/api/form/validate', { body: { id: form.id, data: { contactName: marker } } });
  await get('/api/form/version', { id: form.id, version: 1 });

  const category = await call('POST', '/api/notarization-item', {
    body: { parentId: null, level: 'CATEGORY', name: `${marker}类别`, code: `SEC${T}C`, certificateCode: '内民证', numberRuleId: rule.id },
  });
  const group = await call('POST', '/api/notarization-item', { body: { parentId: category.id, level: 'PARENT', name: `${marker}分组`, code: `SEC${T}P` } });
  const item = await call('POST', '/api/notarization-item', {
    body: {
      parentId: group.id,
      level: 'ITEM',
      name: `${marker}事项`,
      code: `SEC${T}I`,
      fee: { mode: 'FIXED', amountFen: 8000 },
      materials: [{ name: `${marker}证明`, required: true }],
    },
  });
  ids.item = item.id;
  await call('PUT', '/api/notarization-item', {
    body: {
      id: item.id,
      parentId: group.id,
      level: 'ITEM',
      name: `${marker}事项`,
      code: `SEC${T}I`,
      fee: { mode: 'FIXED', amountFen: 9000 },
      materials: [{ name: `${marker}证明`, required: true }],
      remark: marker,
    },
  });
  await call('PUT', '/api/notarization-item/config', { body: { itemId: item.id, formId: form.id } });
  await get('/api/notarization-item/config', { itemId: item.id });
  await get('/api/notarization-item/intake-form', { itemId: item.id });
  // 收费标准: a tiered standard for the item, its next version, the list and the suggestion for a case.
  const standard = await call('POST', '/api/finance/standards', {
    body: {
      feeCode: `SEC${T}F`,
      name: `${marker}标准`,
      itemId: item.id,
      mode: 'TIERED',
      tiers: [
        { upToFen: 100_000, rateBp: 100 },
        { upToFen: null, rateBp: 50 },
      ],
      minFen: 1_000,
      effectiveFrom: '2026-01-01',
      sourceDoc: marker,
      note: marker,
    },
  });
  ids.feeStandard = standard.id;
  await call('POST', '/api/finance/standards/version', {
    body: {
      id: standard.id,
      name: `${marker}标准`,
      itemId: item.id,
      mode: 'PER_ITEM',
      unitFen: 2_000,
      effectiveFrom: '2026-06-01',
      sourceDoc: marker,
      note: marker,
    },
  });
  await get('/api/finance/standards/page', { current: 1, size: 10, keyword: marker });
  await get('/api/finance/standards/suggest', { itemIds: String(item.id), date: '2026-03-01', amountFen: 500_000 });

  const idNumber = residentId(`11010119900307${seq}85`);
  const person = await call('POST', '/api/customer/personal', {
    body: { name: `${marker}客户`, idType: 'ID_CARD', idNumber, phone: `1391234567${seq}`, address: `${marker}地址` },
  });
  ids.personalCustomer = person.id;
  await call('PUT', '/api/customer/personal', {
    body: { id: person.id, name: `${marker}客户`, idType: 'ID_CARD', idNumber, phone: `1391234567${seq}`, address: `${marker}新地址` },
  });
  const code = creditCode(`91110108000000${seq}00`);
  const institution = await call('POST', '/api/customer/institution', { body: { name: `${marker}公司`, creditCode: code, legalRepName: `${marker}法人` } });
  ids.institutionCustomer = institution.id;
  await call('PUT', '/api/customer/institution', {
    body: { id: institution.id, name: `${marker}公司`, creditCode: code, legalRepName: `${marker}法人`, remark: marker },
  });

  const boundary = '----notariaSecurity7MA4YWxk';
  const bytes = png(`SECRET-FILE-${tag}-${marker}`);
  const upload = await send(app, token, {
    method: 'POST',
    url: '/api/file/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sec-${tag}.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (upload.status !== 200) throw new Error(`populating office ${tag}: POST /api/file/upload → ${upload.status} ${upload.text.slice(0, 200)}`);
  const fileUrl: string = upload.json?.data?.ossUrl ?? '';
  ids.fileKey = fileUrl.split('/').pop() ?? '';
  ids.fileUrl = fileUrl;
  await call('PUT', '/api/user/sign-image', { body: { id: user.id, url: fileUrl } });
  await call('PUT', '/api/user/handwriting', { body: { id: user.id, url: fileUrl } });
  await call('PUT', '/api/auth/current-user', { body: { headImage: fileUrl } });

  const created = await call('POST', '/api/business', {
    body: {
      itemIds: [item.id],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', customerId: person.id },
        { role: 'RELATED', customerType: 'INSTITUTION', customerId: institution.id },
      ],
      handlerId: me.id,
      purpose: `${marker}用途`,
      copies: 1,
      formData: { contactName: `${marker}联系人`, contactPhone: '13912345678' },
      materials: [{ name: `${marker}材料`, kind: '身份材料', originalSeen: true, fileUrl }],
      fees: [{ feeType: 'NOTARY_FEE', amountFen: 8000, note: marker }],
      feeConfirmed: true,
    },
  });
  ids.case = created.id;
  ids.businessNumber = created.businessNumber;
  await call('PUT', '/api/business/parties', {
    body: {
      id: created.id,
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', customerId: person.id },
        { role: 'RELATED', customerType: 'INSTITUTION', customerId: institution.id },
      ],
    },
  });
  await get('/api/business', { id: created.id });
  const [option] = await get('/api/business/face/cases', { businessNumber: created.businessNumber });
  ids.party = option.parties[0].id;
  await call('PUT', '/api/business/smsSetting', { body: { id: created.id, events: ['ACCEPTED'] } });
  await call('PUT', '/api/business/accept', { body: { id: created.id } });
  await call('PUT', '/api/business/additional', { body: { id: created.id, reason: `${marker}补充`, materials: [`${marker}补充材料`] } });
  await call('PUT', '/api/business/additional/received', { body: { id: created.id } });
  await call('POST', '/api/business/fees', { body: { id: created.id, fees: [{ feeType: 'COPY', amountFen: 1000, note: marker }] } });
  // The finance desk: a payment cancelled, the fees settled, an invoice issued and reversed.
  const money = await get('/api/finance/case', { caseId: created.id });
  const allocations = money.lines.map((l: { id: number; dueFen: number }) => ({ feeId: l.id, amountFen: l.dueFen }));
  const first = await call('POST', '/api/finance/payments', { body: { caseId: created.id, method: 'CASH', payerName: `${marker}付款人`, allocations } });
  ids.payment = first.payments[0].id;
  await call('PUT', '/api/finance/payments/cancel', { body: { id: ids.payment, reason: `${marker}作废` } });
  await call('POST', '/api/finance/payments', {
    body: { caseId: created.id, method: 'WECHAT', payerName: `${marker}付款人`, externalRef: marker, allocations },
  });
  await call('PUT', '/api/finance/invoice-settings', { body: { defaultKind: 'FISCAL' } });
  const invoiced = await call('POST', '/api/finance/invoices', {
    body: { caseId: created.id, kind: 'FISCAL', title: `${marker}抬头`, taxNumber: '', amountFen: 1000 },
  });
  ids.invoice = invoiced.invoices[0].id;
  await call('PUT', '/api/finance/invoices/red', { body: { id: ids.invoice, reason: `${marker}红冲` } });
  await get('/api/finance/list/page', { current: 1, size: 10, keyword: created.businessNumber });
  await get('/api/finance/adjustments/page', { current: 1, size: 10 });
  await call('PUT', '/api/business/fees/confirm', { body: { id: created.id } });
  await get('/api/business/sms-outbox', { id: created.id });

  const query = await call('POST', '/api/business/real-estate-query', {
    body: {
      caseId: created.id,
      propertyLocation: `${marker}房产`,
      certificateNumber: `京(2026)${tag}第1号`,
      ownerName: `${marker}业主`,
      ownerIdNumber: idNumber,
      channel: 'WINDOW',
      queryDate: '2026-01-15',
      result: 'CLEAR',
      attachments: [fileUrl],
    },
  });
  ids.realEstateQuery = query.id;
  await call('PUT', '/api/business/real-estate-query', {
    body: {
      id: query.id,
      caseId: created.id,
      propertyLocation: `${marker}房产`,
      certificateNumber: `京(2026)${tag}第1号`,
      ownerName: `${marker}业主`,
      ownerIdNumber: idNumber,
      channel: 'WINDOW',
      queryDate: '2026-01-16',
      result: 'MORTGAGED',
      notes: marker,
      attachments: [fileUrl],
    },
  });
  await get('/api/business/real-estate-query/page', { caseId: created.id });
  const face = await call('POST', '/api/business/face/manual', {
    body: { caseId: created.id, partyId: ids.party, photoUrl: fileUrl, result: 'PASS', note: marker },
  });
  ids.face = face.id;

  const notice = await call('POST', '/api/office-notice', {
    body: { title: `${marker}公告`, content: `${marker}内容`, userIds: [me.id, user.id], roleIds: [role.id], deptIds: [dept.id] },
  });
  ids.officeNotice = notice?.id ?? 0;
  const mine = await get('/api/notify-message/my-page', { current: 1, size: 10 });
  ids.notifyMessage = mine.list[0].id;
  await call('PUT', '/api/notify-message/read', { query: { ids: String(ids.notifyMessage) } });

  const ledger = await get('/api/number/ledger-page', { current: 1, size: 10, businessId: String(created.id) });
  ids.ledger = ledger.list[0]?.id ?? 0;
  ids.businessRule = ledger.list[0]?.ruleId ?? 0;
  const log = await get('/api/operate-log/page', { current: 1, size: 1 });
  ids.operateLog = log.list[0].id;
  await get('/api/operate-log', { id: ids.operateLog });
  await get('/api/user/page', { current: 1, size: 10, deptId: dept.id, roleId: role.id });
  await get('/api/user/select', { deptId: dept.id, roleId: role.id });
  await get('/api/business/page', { current: 1, size: 10, itemId: item.id, handlerId: me.id });
  for (const [path, id] of [
    ['user', user.id],
    ['role', role.id],
    ['dept', dept.id],
    ['number', rule.id],
    ['flow', flow.id],
    ['form', form.id],
    ['notarization-item', item.id],
    ['customer/personal', person.id],
    ['customer/institution', institution.id],
  ] as const)
    await get(`/api/${path}`, { id });
  await get('/api/number/preview', { id: rule.id });
  await get('/api/dict', { key: `sec${T}Dict` });

  // 档案库位: 库房 → 柜 → 层, the shelf renamed and resized.
  const room = await call('POST', '/api/archives/locations', { body: { parentId: null, kind: 'ROOM', name: `${marker}库房`, capacity: null } });
  const cabinet = await call('POST', '/api/archives/locations', { body: { parentId: room.id, kind: 'CABINET', name: `${marker}柜`, capacity: null } });
  const shelf = await call('POST', '/api/archives/locations', { body: { parentId: cabinet.id, kind: 'SHELF', name: `${marker}层`, capacity: 10 } });
  ids.archiveLocation = shelf.id;
  await call('PUT', '/api/archives/locations', { body: { id: shelf.id, name: `${marker}层`, capacity: 20 } });
  await get('/api/archives/locations');
  // An archived volume, received by the real 归档 step from a second case closed (taken to 待归档 directly), then shelved,
  // checked, downloaded and lent; the appraisal and report lists read.
  const closed = await call('POST', '/api/business', {
    body: {
      itemIds: [item.id],
      parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', customerId: person.id }],
      handlerId: me.id,
      purpose: `${marker}归档用途`,
      formData: { contactName: `${marker}联系人` },
      materials: [{ name: `${marker}归档材料`, kind: '身份材料', originalSeen: true, fileUrl }],
      feeConfirmed: true,
    },
  });
  await asSystem(app.db, (tx) => tx.update(cases).set({ status: 'WAIT_ARCHIVES', deliveredAt: new Date() }).where(eq(cases.id, closed.id)));
  await call('PUT', '/api/business/archive', { body: { id: closed.id, volumeType: 'ORDINARY' } });
  const [volume] = (await get('/api/archives/page', { current: 1, size: 10, caseNumber: closed.businessNumber })).list;
  ids.archiveVolume = volume.id;
  await get('/api/archives/detail', { id: volume.id });
  await call('PUT', '/api/archives/move', { body: { id: volume.id, locationId: shelf.id, reason: `${marker}上架` } });
  await call('POST', '/api/archives/verify', { body: { id: volume.id } });
  await get('/api/archives/download', { id: volume.id });
  // A new office has no 档案借阅 flow until it sets one up (the demo office is seeded with it): made here, refused there.
  await send(app, token, {
    method: 'POST',
    url: '/api/flow',
    body: { name: `${marker}借阅审批`, code: 'archiveBorrow', category: 'OA', steps: [{ name: `${marker}审批`, approverType: 'USER', approverId: user.id }] },
  });
  await call('POST', '/api/archives/borrow', { body: { id: volume.id, dueOn: '2099-12-31', purpose: `${marker}借阅` } });
  const [loan] = await get('/api/archives/borrows');
  ids.archiveBorrow = loan.id;
  await get('/api/archives/page', { current: 1, size: 10, dueForAppraisal: true });
  await get('/api/archives/destroy-requests', { current: 1, size: 10 });
  await get('/api/archives/verify-reports', { current: 1, size: 10 });
  await get('/api/archives/retention-rules');

  // 办公申请 needs its flows: a new office has none of them until it sets them up (the demo office is seeded with them).
  for (const [code, name] of [
    ['useSeal', '用印审批'],
    ['leave', '请假审批'],
    ['introductionLetter', '介绍信审批'],
    ['electronicSeal', '电子签章审批'],
  ] as const)
    await send(app, token, {
      method: 'POST',
      url: '/api/flow',
      body: { name: `${marker}${name}`, code, category: 'OA', steps: [{ name: `${marker}审批`, approverType: 'USER', approverId: user.id }] },
    });
  const uploadAs = async (name: string, content: Buffer, type: string): Promise<string> => {
    const sent = await send(app, token, {
      method: 'POST',
      url: '/api/file/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (sent.status !== 200) throw new Error(`populating office ${tag}: POST /api/file/upload ${name} → ${sent.status} ${sent.text.slice(0, 200)}`);
    return sent.json?.data?.ossUrl ?? '';
  };
  const pdfDoc = await PDFDocument.create();
  pdfDoc.setTitle(`SECRET-PDF-${tag}`);
  pdfDoc.addPage([595.28, 841.89]);
  const pdfUrl = await uploadAs(`sec-${tag}.pdf`, Buffer.from(await pdfDoc.save()), 'application/pdf');

  // 印章管理: a physical seal kept by the caller (for 用印) and an electronic one with its impression (for 电子签章).
  const sealBody = { name: `${marker}公章`, sealType: 'OFFICIAL', ownerUserId: null, keeperId: me.id, status: 'ACTIVE', validFrom: null, validTo: null };
  const seal = await call('POST', '/api/seal', { body: { ...sealBody, remark: marker } });
  ids.seal = seal.id;
  await call('PUT', '/api/seal', { body: { ...sealBody, id: seal.id, validFrom: '2026-01-01', remark: `${marker}备注` } });
  const impression = await uploadAs(`seal-${tag}.png`, sealPng(), 'image/png');
  const eSealSeal = await call('POST', '/api/seal', {
    body: {
      name: `${marker}电子公章`,
      sealType: 'E_OFFICIAL',
      ownerUserId: null,
      keeperId: null,
      imageUrl: impression,
      status: 'ACTIVE',
      validFrom: null,
      validTo: null,
    },
  });
  ids.electronicSeal = eSealSeal.id;
  await get('/api/seal/page', { current: 1, size: 10, name: marker });
  await get('/api/seal/options');
  // 用印: a request for the physical seal on the uploaded document, waiting for approval.
  const use = await call('POST', '/api/seal/use', {
    body: {
      sealId: seal.id,
      documentName: `${marker}文件`,
      copies: 1,
      impressions: 1,
      purpose: `${marker}用印`,
      counterparty: `${marker}单位`,
      blank: false,
      documentUrls: [pdfUrl],
    },
  });
  ids.sealUse = use.id;
  await get('/api/seal/use/mine', { current: 1, size: 10, sealId: seal.id });
  await get('/api/seal/use/page', { current: 1, size: 10, sealId: seal.id });
  await get('/api/seal/register/page', { current: 1, size: 10, sealId: seal.id });

  // 请假: a leave with an attachment and a handover, withdrawn so that its days stay free for a replay.
  const leave = await call('POST', '/api/leave/apply', {
    body: {
      kind: 'PERSONAL',
      startDate: '2026-09-15',
      startHalf: 'AM',
      endDate: '2026-09-15',
      endHalf: 'PM',
      reason: `${marker}请假`,
      attachmentUrl: fileUrl,
      attachmentName: `${marker}附件.png`,
    },
  });
  ids.leave = leave.id;
  await call('PUT', '/api/approval/withdraw', { body: { id: leave.approvalId } });
  await get('/api/leave/mine', { current: 1, size: 10 });
  await get('/api/leave/calendar', { month: '2026-09' });

  // 介绍信: two people on a verification trip for the case.
  const letter = await call('POST', '/api/intro-letters', {
    body: { destination: `${marker}单位`, personIds: [me.id, user.id], purpose: 'VERIFY', matter: `${marker}核实`, validDays: 7, caseId: created.id },
  });
  ids.introLetter = letter.id;
  await get('/api/intro-letters/mine', { current: 1, size: 10 });
  await get('/api/intro-letters/page', { current: 1, size: 10, destination: marker });
  await get('/api/intro-letters/cases', { businessNumber: created.businessNumber });

  // 在线表决: a named motion on the case, open, with the caller's ballot; a second one closed with its minutes.
  const motion = {
    title: `${marker}表决`,
    description: `${marker}说明`,
    kind: 'MOTION',
    options: [],
    maxChoices: 0,
    voters: { userIds: [me.id, user.id], roleIds: [role.id], deptIds: [dept.id] },
    anonymous: false,
    hideCounts: false,
    quorum: 'NONE',
    passRule: 'MAJORITY_OF_CAST',
    caseNumber: created.businessNumber,
  };
  const vote = await call('POST', '/api/oa/vote', { body: motion });
  ids.vote = vote.id;
  await call('POST', '/api/oa/vote/ballot', { body: { id: vote.id, choices: ['FOR'] } });
  const closedVote = await call('POST', '/api/oa/vote', { body: { ...motion, title: `${marker}已结束表决` } });
  await call('PUT', '/api/oa/vote/close', { body: { id: closedVote.id } });
  await call('PUT', '/api/oa/vote/minutes', { body: { id: closedVote.id, minutesUrl: pdfUrl, minutesName: `${marker}纪要.pdf` } });
  await get('/api/oa/vote/detail', { id: vote.id });
  await get('/api/oa/vote/page', { current: 1, size: 10, scope: 'MINE' });

  // 电子签章: the uploaded PDF, inspected and previewed, sent for approval with the electronic seal.
  await call('POST', '/api/oa/e-seal/inspect', { body: { source: 'UPLOAD', fileUrl: pdfUrl } });
  await get('/api/oa/e-seal/options');
  const eSeal = await call('POST', '/api/oa/e-seal/apply', {
    body: { source: 'UPLOAD', fileUrl: pdfUrl, sealId: eSealSeal.id, page: 1, x: 760, y: 840, sizeMm: 40, reason: `${marker}签章` },
  });
  ids.eSeal = eSeal.id;
  await get('/api/oa/e-seal/detail', { id: eSeal.id });
  await get('/api/oa/e-seal/page', { current: 1, size: 10 });

  // 视频会议: a case meeting with the case's party and a translator, invited, started, ticked and ended; one cancelled.
  const meetingBody = {
    title: `${marker}视频公证`,
    purpose: 'REMOTE_NOTARIZATION',
    caseId: ids.case,
    scheduledAt: new Date().toISOString(),
    durationMinutes: 30,
    recordMode: 'NONE',
    participants: [
      { role: 'PARTY', casePartyId: ids.party },
      { role: 'TRANSLATOR', displayName: `${marker}翻译`, phone: `1380000000${seq}` },
    ],
  };
  const meeting = await call('POST', '/api/video-meetings', { body: meetingBody });
  ids.videoMeeting = meeting.id;
  const videoParty = meeting.participants.find((p: { role: string }) => p.role === 'PARTY').id;
  const translator = meeting.participants.find((p: { role: string }) => p.role === 'TRANSLATOR').id;
  ids.videoParticipant = videoParty;
  await call('POST', '/api/video-meetings/invite', { body: { id: meeting.id, participantId: videoParty } });
  await call('POST', '/api/video-meetings/start', { body: { id: meeting.id } });
  await call('POST', '/api/video-meetings/admit', { body: { id: meeting.id, participantId: translator, admit: true } });
  await call('POST', '/api/video-meetings/checklist', { body: { id: meeting.id, item: 'DISCLOSURE_READ' } });
  await call('POST', '/api/video-meetings/checklist', { body: { id: meeting.id, item: 'ID_SHOWN', participantId: videoParty } });
  await call('POST', '/api/video-meetings/identity', { body: { id: meeting.id, participantId: videoParty } });
  await get('/api/video-meetings/detail', { id: meeting.id });
  await get('/api/video-meetings/events', { id: meeting.id });
  await get('/api/video-meetings/verify-log', { id: meeting.id });
  await get('/api/video-meetings/page', { current: 1, size: 10, scope: 'ALL', caseId: ids.case });
  await call('POST', '/api/video-meetings/end', { body: { id: meeting.id } });
  const cancelled = await call('POST', '/api/video-meetings', { body: { ...meetingBody, title: `${marker}改期会议`, participants: [] } });
  await call('POST', '/api/video-meetings/cancel', { body: { id: cancelled.id, reason: `${marker}改期` } });

  const secrets = [marker, `SECRET-FILE-${tag}`, idNumber, code];
  return { ids, calls, secrets };
}

/** Which of A's records an id field names: by its name, else (for `id`) by the operation's path. */
export const BY_NAME: [RegExp, string[]][] = [
  [/^locationId$/, ['archiveLocation']],
  [/^sealId$/, ['seal', 'electronicSeal']],
  [/^(personIds|ownerUserId|keeperId|handoverUserId)$/, ['user']],
  [/^(userIds?|handlerId|assistantId|toUserId|headUserId)$/, ['user']],
  [/^roleIds?$/, ['role']],
  [/^deptIds?$/, ['dept']],
  [/^(ruleId|numberRuleId)$/, ['numberRule', 'businessRule']],
  [/^itemIds?$/, ['item']],
  [/^formId$/, ['form']],
  [/^(caseId|businessId)$/, ['case']],
  [/^customerId$/, ['personalCustomer', 'institutionCustomer']],
  [/^partyId$/, ['party']],
  [/^casePartyId$/, ['party']],
  [/^participantId$/, ['videoParticipant']],
  [/^approverId$/, ['role', 'user']],
  [/^tenantId$/, ['tenant']],
  [/^targetId$/, ['user', 'case', 'fileKey']],
  [/^ids$/, ['notifyMessage']],
];
export const BY_PATH: [RegExp, string[]][] = [
  [/^\/api\/seal\/use\b/, ['sealUse']],
  [/^\/api\/seal\b/, ['seal', 'electronicSeal']],
  [/^\/api\/leave\b/, ['leave']],
  [/^\/api\/intro-letters\b/, ['introLetter']],
  [/^\/api\/oa\/vote\b/, ['vote']],
  [/^\/api\/video-meetings\b/, ['videoMeeting']],
  [/^\/api\/oa\/e-seal\b/, ['eSeal']],
  [/^\/api\/archives\/locations\b/, ['archiveLocation']],
  [/^\/api\/archives\/borrows\b/, ['archiveBorrow']],
  [/^\/api\/archives\b/, ['archiveVolume']],
  [/^\/api\/finance\/payments\b/, ['payment']],
  [/^\/api\/finance\/standards\b/, ['feeStandard']],
  [/^\/api\/finance\/invoices\b/, ['invoice']],
  [/^\/api\/user\b/, ['user']],
  [/^\/api\/role\b/, ['role']],
  [/^\/api\/dept\b/, ['dept']],
  [/^\/api\/number\/void$/, ['ledger']],
  [/^\/api\/number\b/, ['numberRule']],
  [/^\/api\/dict\b/, ['dict']],
  [/^\/api\/flow\b/, ['flow']],
  [/^\/api\/operate-log\b/, ['operateLog']],
  [/^\/api\/notify-message\b/, ['notifyMessage']],
  [/^\/api\/office-notice\b/, ['officeNotice']],
  [/^\/api\/form\b/, ['form']],
  [/^\/api\/customer\/personal\b/, ['personalCustomer']],
  [/^\/api\/customer\/institution\b/, ['institutionCustomer']],
  [/^\/api\/notarization-item\b/, ['item']],
  [/^\/api\/business\/real-estate-query\b/, ['realEstateQuery']],
  [/^\/api\/business\/face\b/, ['face']],
  [/^\/api\/business\b/, ['case']],
  [/^\/api\/tenant\b/, ['tenant']],
  [/^\/api\/file\b/, ['fileKey']],
];
/** Fields named like ids that name no record: a request id in the log filter, a captcha answer's id. */
export const NOT_RECORD_IDS = new Set(['requestId', 'captchaId']);
/** String fields that hold the address of an uploaded file. */
export const FILE_REF = /^(url|fileUrl|photoUrl|headImage|attachments|imageUrl|attachmentUrl|documentUrls|minutesUrl)$/;

export function idKinds(op: Operation, f: IdField, ids: Record<string, number | string>): string[] {
  if (f.name === 'key') return op.path.startsWith('/api/dict') ? ['dictKey'] : ['fileKey'];
  if (f.name === 'parentId') return op.path.startsWith('/api/dept') ? ['dept'] : op.path.startsWith('/api/archives/locations') ? ['archiveLocation'] : ['item'];
  if (f.name === 'id') return BY_PATH.find(([re]) => re.test(op.path))?.[1] ?? Object.keys(ids);
  return BY_NAME.find(([re]) => re.test(f.name))?.[1] ?? Object.keys(ids).filter((k) => typeof ids[k] === 'number');
}

/** An id field's value: the id itself, as a string where the schema wants one, in a list where it wants a list. */
export const valueFor = (f: Pick<IdField, 'type'>, v: number | string) =>
  f.type.startsWith('array') ? [f.type === 'array:string' ? String(v) : v] : f.type === 'string' ? String(v) : v;

/** Fields that must be unique within an office. */
const UNIQUE = ['account', 'code', 'key', 'name'];
let copies = 0;

/**
 * A request for `op` that works in the office: the call `populate` made (a create renamed, since a replay
 * would stop at "already exists"), or one made from the schema with the office's ids.
 */
export function workingCall(op: Operation, office: OfficeData): Call {
  const recorded = office.calls.get(op.key);
  if (recorded) {
    const c = structuredClone(recorded);
    if (op.method === 'POST' && c.body && typeof c.body === 'object') {
      const body = c.body as Record<string, unknown>;
      for (const k of UNIQUE) if (typeof body[k] === 'string') body[k] = `${body[k]}${k === 'name' ? '副本' : 'Z'}${++copies}`;
    }
    return c;
  }
  const idFor = (name: string, type: string) => {
    const f: IdField = { in: 'body', path: [name], name, type };
    const kind = idKinds(op, f, office.ids).find((k) => office.ids[k] !== undefined);
    return kind === undefined ? undefined : valueFor(f, office.ids[kind]);
  };
  return sampleCall(op, { include: (name) => ID_FIELD.test(name) || FILE_REF.test(name), idFor });
}
