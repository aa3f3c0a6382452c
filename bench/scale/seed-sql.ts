/**
 * The bulk part of the scale data set, as SQL run by the migrating user (the data set is made, not used, here):
 * 100 organisations and 1 000 000 cases with their parties, items, fees, payments, materials, documents, timeline,
 * evidence records, archive volumes, notices and operation log. Case `g` (1 … CASES) has id g; every tenth case
 * belongs to the big office (tenant 2, the demo office made by the product's own seed), the others are spread over
 * tenants 3 … 101. Cases are created over five years in id order, the last 3 % still in progress.
 */
export const CASES = Number(process.env.SCALE_CASES ?? 1_000_000);
export const BIG_TENANT = 2;
const OTHER_TENANTS = 99;

/** The case's organisation, from its number g. */
const tenantOf = (g: string) => `(case when ${g} % 10 = 0 then ${BIG_TENANT} else 3 + ${g} % ${OTHER_TENANTS} end)`;
/** A stable pseudo-random number in [0, n) from an integer expression. */
const pick = (expr: string, n: number, salt = 7919) => `((((${expr})::bigint * ${salt}) % 1000003) % ${n})`;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华建国志红玉梅鹏飞宇浩然子涵欣怡梓萱一诺雨轩思远博文晨阳嘉怡佳琪俊熙诗雨海燕春兰秋菊冬梅德福永康立新晓东';
const chars = (s: string) => `string_to_array('${[...s].join(',')}', ',')`;

/** Customers: 60 000 for the big office, 3 000 for each other one; id ranges by tenant. */
const CUSTOMERS_BIG = 60_000;
const CUSTOMERS_OTHER = 3_000;
const customerBase = (t: string) => `(case when ${t} = ${BIG_TENANT} then 0 else ${CUSTOMERS_BIG} + (${t} - 3) * ${CUSTOMERS_OTHER} end)`;
const customerCount = (t: string) => `(case when ${t} = ${BIG_TENANT} then ${CUSTOMERS_BIG} else ${CUSTOMERS_OTHER} end)`;
const TOTAL_CUSTOMERS = CUSTOMERS_BIG + OTHER_TENANTS * CUSTOMERS_OTHER;

const STATUS_LIVE = `(array['NEW','ACCEPTED','ACCEPTED','WAIT_APPROVE','APPROVE_PASS','APPROVE_REJECT','CERTIFIED','WAIT_ARCHIVES','SPECIAL_PENDING'])`;
const createdAt = (g: string) =>
  `(timestamptz '2021-11-25 01:00:00+00' + ((${g})::float8 / ${CASES}) * interval '1825 days' + ${pick(g, 3600)} * interval '1 second')`;
const status = (g: string) => `(case when ${g} > ${CASES * 0.97} then ${STATUS_LIVE}[1 + ${pick(g, 9, 104729)}]
  when ${pick(g, 100, 104729)} < 85 then 'ARCHIVED' when ${pick(g, 100, 104729)} < 90 then 'SUSPENDED'
  when ${pick(g, 100, 104729)} < 95 then 'CERTIFIED' else 'WAIT_ARCHIVES' end)`;
const PAID = `('APPROVE_PASS','CERTIFIED','WAIT_ARCHIVES','ARCHIVED')`;
const hex64 = (e: string) => `(md5(${e}) || md5(${e} || 'x'))`;
const chinaMonth = (col: string) => `to_char(((${col}) at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

export const SEED_STEPS: [string, string][] = [
  [
    '机构',
    `insert into tenants (id, name, alias, contact, phone)
     select t, '示例公证处' || t, '示例' || t, '主任' || t, '010' || lpad(t::text, 8, '0') from generate_series(3, ${2 + OTHER_TENANTS}) t;
     select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants));`,
  ],
  [
    '人员',
    `insert into users (tenant_id, account, password_hash, name, phone)
     select ${BIG_TENANT}, 'scale_notary' || n, (select password_hash from users where id = 3), '公证员' || n, '139' || lpad(n::text, 8, '0')
       from generate_series(1, 30) n;
     insert into users (tenant_id, account, password_hash, name, phone)
     select t, 'scale_t' || t || '_' || n, (select password_hash from users where id = 3), '员工' || t || '-' || n, '138' || lpad((t * 100 + n)::text, 8, '0')
       from generate_series(3, ${2 + OTHER_TENANTS}) t, generate_series(1, 8) n;
     create table scale_staff as
       select tenant_id, array_agg(id order by id) as ids from users where tenant_id >= ${BIG_TENANT} and account not in ('office_admin', 'finance', 'archivist') group by tenant_id;
     create table scale_items as
       select row_number() over (order by i.id) - 1 as n, i.id, i.name, p.name as parent_name, c.name as category_name
         from notarization_items i join notarization_items p on p.id = i.parent_id join notarization_items c on c.id = p.parent_id
        where i.tenant_id = ${BIG_TENANT} and i.level = 'ITEM';`,
  ],
  [
    '客户',
    `insert into personal_customers (id, tenant_id, name, gender, birth_date, id_type, id_number, phone, address)
     select c, t, s[1 + c % ${[...SURNAMES].length}] || gv[1 + (c / 7) % ${[...GIVEN].length}] || (case when c % 3 = 0 then '' else gv[1 + (c / 13) % ${[...GIVEN].length}] end),
            case when c % 2 = 0 then 'MALE' else 'FEMALE' end, to_char(d, 'YYYY-MM-DD'), 'ID_CARD',
            lpad((110101 + (c % 500) * 3)::text, 6, '0') || to_char(d, 'YYYYMMDD') || lpad((c % 1000)::text, 3, '0') || (c % 10)::text,
            '13' || lpad((c * 7 % 1000000000)::text, 9, '0'), '北京市朝阳区示例路' || (c % 999 + 1) || '号'
       from (select c, case when c <= ${CUSTOMERS_BIG} then ${BIG_TENANT} else 3 + (c - ${CUSTOMERS_BIG} - 1) / ${CUSTOMERS_OTHER} end as t,
                    date '1950-01-01' + ${pick('c', 20000)}::int as d from generate_series(1, ${TOTAL_CUSTOMERS}) c) x,
            ${chars(SURNAMES)} s, ${chars(GIVEN)} gv;
     select setval(pg_get_serial_sequence('personal_customers', 'id'), ${TOTAL_CUSTOMERS});`,
  ],
  [
    '业务',
    `insert into cases (id, tenant_id, business_number, status, handler_id, assistant_id, purpose, use_country, language, copies,
                        fee_confirmed, archive_number, volume_type, retention_years, created_by, created_at, updated_at, accepted_at, submitted_at,
                        approved_at, certified_at, archived_at, suspended_at)
     select g, t, 'SL' || to_char(ca, 'YYYYMMDD') || lpad(g::text, 7, '0'), st, s.ids[1 + ${pick('g', 1000)} % array_length(s.ids, 1)],
            case when g % 4 = 0 then s.ids[1 + (g / 4) % array_length(s.ids, 1)] end,
            (array['出国留学','探亲','工作','定居','诉讼','继承','房产交易'])[1 + g % 7], (array['','美国','加拿大','澳大利亚','英国','日本'])[1 + g % 6],
            (array['','英语','日语','法语'])[1 + g % 4], 1 + g % 3, st in ${PAID},
            case when st = 'ARCHIVED' then to_char(ca, 'YYYY') || '-民-' || lpad(g::text, 7, '0') else '' end,
            case when st = 'ARCHIVED' then 'ORDINARY' else '' end, case when st = 'ARCHIVED' then 30 end,
            s.ids[1], ca, ca + interval '3 days',
            case when st <> 'NEW' then ca + interval '10 minutes' end,
            case when st not in ('NEW','ACCEPTED') then ca + interval '1 day' end,
            case when st in ${PAID} then ca + interval '2 days' end,
            case when st in ('CERTIFIED','WAIT_ARCHIVES','ARCHIVED') then ca + interval '3 days' end,
            case when st = 'ARCHIVED' then ca + interval '20 days' end,
            case when st = 'SUSPENDED' then ca + interval '5 days' end
       from (select g, ${tenantOf('g')} as t, ${createdAt('g')} as ca, ${status('g')} as st from generate_series(1, ${CASES}) g) x
       join scale_staff s on s.tenant_id = x.t;
     select setval(pg_get_serial_sequence('cases', 'id'), ${CASES});`,
  ],
  [
    '公证事项',
    `insert into case_items (tenant_id, case_id, item_id, item_name, parent_item_name, category_name, certificate_number)
     select c.tenant_id, c.id, i.id, i.name, i.parent_name, i.category_name,
            case when c.certified_at is not null then '（' || to_char(c.created_at, 'YYYY') || '）京证字第' || lpad(c.id::text, 7, '0') || '号' else '' end
       from cases c join scale_items i on i.n = ${pick('c.id', 35)}
     union all
     select c.tenant_id, c.id, i.id, i.name, i.parent_name, i.category_name, ''
       from cases c join scale_items i on i.n = ${pick('c.id', 35, 31)} where c.id % 5 = 0
     order by 2;`,
  ],
  [
    '当事人',
    `insert into case_parties (tenant_id, case_id, role, customer_type, customer_id, name, id_number, snapshot)
     select c.tenant_id, c.id, r.role, 'PERSONAL', p.id, p.name, p.id_number,
            jsonb_build_object('id', p.id, 'name', p.name, 'idType', p.id_type, 'idNumber', p.id_number, 'phone', p.phone, 'address', p.address)
       from cases c
       cross join lateral (values ('APPLICANT', 0), ('AGENT', 1)) r(role, k)
       join personal_customers p on p.id = ${customerBase('c.tenant_id')} + 1 + ${pick('c.id * 2 + r.k', 1000000)} % ${customerCount('c.tenant_id')}
      where r.k = 0 or c.id % 3 = 0
      order by c.id, r.k;`,
  ],
  [
    '费用',
    `insert into case_fees (tenant_id, case_id, fee_type, amount_fen, note)
     select tenant_id, id, '公证费', 20000 + ${pick('id', 80)} * 1000, '' from cases
     union all
     select tenant_id, id, case when id % 2 = 0 then '翻译费' else '副本费' end, 5000 + ${pick('id', 20)} * 500, '' from cases where id % 3 = 0;`,
  ],
  [
    '收款',
    `insert into payments (id, tenant_id, case_id, payment_no, payer, method, amount_fen, paid_at, booked_month, cashier_id, status, created_at)
     select c.id, c.tenant_id, c.id, 'SK' || lpad(c.id::text, 9, '0'), jsonb_build_object('name', '申请人'), m.method, f.total,
            c.created_at + interval '1 hour', ${chinaMonth("c.created_at + interval '1 hour'")}, c.handler_id, 'PAID', c.created_at + interval '1 hour'
       from cases c
       join (select case_id, sum(amount_fen) as total from case_fees group by case_id) f on f.case_id = c.id
       cross join lateral (select (array['CASH','CARD','WECHAT','ALIPAY','TRANSFER'])[1 + ${pick('c.id', 5)}] as method) m
      where c.status in ${PAID};
     select setval(pg_get_serial_sequence('payments', 'id'), ${CASES});
     insert into payment_allocations (tenant_id, payment_id, case_id, fee_id, amount_fen)
     select f.tenant_id, p.id, f.case_id, f.id, f.amount_fen from case_fees f join payments p on p.case_id = f.case_id;`,
  ],
  [
    '材料',
    `insert into case_materials (tenant_id, case_id, name, kind, original_seen, status)
     select c.tenant_id, c.id, m.name, m.kind, true, 'RECEIVED'
       from cases c cross join lateral (values ('身份证', 'ID'), ('户口簿', 'HOUSEHOLD')) m(name, kind)
      where m.kind = 'ID' or c.id % 2 = 0;`,
  ],
  [
    '文书',
    `insert into case_documents (tenant_id, case_id, kind, title, template_id, template_version, status, page, content, certificate_number, created_by, created_at, updated_at)
     select c.tenant_id, c.id, 'CERTIFICATE', '公证书', 1, 1, 'FINAL', '{}'::jsonb, '{"blocks":[]}'::jsonb,
            '（' || to_char(c.created_at, 'YYYY') || '）京证字第' || lpad(c.id::text, 7, '0') || '号', c.handler_id, c.certified_at, c.certified_at
       from cases c where c.certified_at is not null and c.id % 2 = 0;`,
  ],
  [
    '时间线',
    `insert into case_events (tenant_id, case_id, action, from_status, to_status, actor_id, actor_name, at)
     select tenant_id, id, 'accept', 'NEW', 'ACCEPTED', handler_id, '', accepted_at from cases where accepted_at is not null
     union all
     select tenant_id, id, 'archive', 'WAIT_ARCHIVES', 'ARCHIVED', handler_id, '', archived_at from cases where archived_at is not null;`,
  ],
  [
    '证据',
    `insert into evidence_records (tenant_id, evidence_no, kind, capture_type, title, status, applicant_type, customer_id, applicant, operator_id,
                                   target_url, started_at, ended_at, sealed_at, created_at, updated_at)
     select t, 'ZJ' || lpad(e::text, 9, '0'), case when e % 3 = 0 then 'DEPOSIT' else 'CAPTURE' end,
            case when e % 3 = 0 then 'FILE' else (array['WEB_PAGE','SCREEN','PHOTO','AUDIO','VIDEO','PHONE_CALL'])[1 + e % 6] end,
            '证据保全 ' || e, (array['SEALED','SEALED','TIMESTAMPED','TIMESTAMPED','PENDING_CONFIRM','FAILED','DISCARDED'])[1 + ${pick('e', 7)}],
            'PERSONAL', cid, jsonb_build_object('type', 'PERSONAL', 'customerId', cid, 'name', '申请人' || cid), s.ids[1 + e % array_length(s.ids, 1)],
            case when e % 3 = 0 then '' else 'https://example.com/page/' || e end, ca, ca + interval '5 minutes', ca + interval '6 minutes', ca, ca
       from (select e, ${tenantOf('e')} as t, ${createdAt('e * 5')} as ca, ${customerBase(tenantOf('e'))} + 1 + e % ${customerCount(tenantOf('e'))} as cid
               from generate_series(1, ${CASES / 5}) e) x
       join scale_staff s on s.tenant_id = x.t;`,
  ],
  [
    '档案',
    `insert into archive_volumes (tenant_id, archive_no, case_id, year, category, category_name, case_number, parties, matters, volume_kind, retention, retention_years,
                                  retention_source, retention_until, status, box_no, item_count, total_size, manifest, manifest_sha256, manifest_sm3, chain_seq,
                                  received_by, received_at, created_at, updated_at)
     select c.tenant_id, c.archive_number, c.id, extract(year from c.archived_at)::int, '民', '国内民事', c.business_number,
            coalesce((select string_agg(p.name, '、') from case_parties p where p.case_id = c.id), ''), coalesce((select min(i.item_name) from case_items i where i.case_id = c.id), ''),
            'ORDINARY', 'LONG', 30, 'RULE', (c.archived_at + interval '30 years')::date, 'IN_STORE', 'B' || (c.id / 50), 3, 300000,
            '{"v":1}'::jsonb, ${hex64('c.id::text')}, ${hex64("c.id::text || 'sm3'")}, c.id, c.handler_id, c.archived_at, c.archived_at, c.archived_at
       from cases c where c.status = 'ARCHIVED';`,
  ],
  [
    '通知',
    `insert into notices (tenant_id, recipient_id, sender_id, notify_type, title, content, link, is_read, created_at, updated_at)
     select tenant_id, handler_id, created_by, 'NEW_BUSINESS_NOTIFY', '新业务 ' || business_number || ' 待受理', '', '/business/accept?id=' || id, id < ${CASES * 0.99}, created_at, created_at
       from cases where id % 2 = 0;`,
  ],
  [
    '操作日志',
    `insert into operate_log (tenant_id, user_id, account, user_name, at, module, action, target_id, request_id, method, path, ip, user_agent, result, message, duration_ms, prev_hash, hash)
     select c.tenant_id, c.handler_id, 'user' || c.handler_id, '公证员', c.created_at + a.k * interval '1 day', 'business', a.action, c.id::text,
            md5(c.id::text || a.action), 'POST', a.path, '10.0.' || (c.id % 250) || '.' || (c.id % 200), 'Mozilla/5.0', 'SUCCESS', '', 12 + c.id % 40,
            ${hex64("c.id::text || a.action || 'p'")}, ${hex64('c.id::text || a.action')}
       from cases c cross join lateral (values (0, 'create', '/api/business'), (1, 'accept', '/api/business/accept')) a(k, action, path)
      where a.k = 0 or c.id % 4 = 0
      order by c.created_at + a.k * interval '1 day';`,
  ],
  ['清理', `drop table scale_staff; drop table scale_items;`],
];
