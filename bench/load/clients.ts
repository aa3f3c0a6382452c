// The load generator: its own process (forked by run.ts), so its work does not run on the server's event
// loop. Each client signs in once, then loops: pick an operation by weight, send it, wait a moment
// (think time), until the time is up. Every write the server acknowledged is reported for checking.
import { performance } from 'node:perf_hooks';

export interface LoadOrder {
  url: string;
  accounts: string[];
  password: string;
  seconds: number;
  thinkMs: number;
}

export interface LoadReport {
  signInMs: number[];
  /** Latencies per operation, in milliseconds. */
  latency: Record<string, number[]>;
  errors: Record<string, number>;
  errorSamples: string[];
  /** Acknowledged writes: customers by id number, cases by id with the status last acknowledged. */
  customers: { id: number; idNumber: string }[];
  cases: { id: number; businessNumber: string; status: string }[];
  noticesSent: number;
  seconds: number;
}

const WEIGHTS: [string, number][] = [
  ['case list', 24],
  ['case detail', 14],
  ['customer list', 10],
  ['notice list', 10],
  ['unread total', 6],
  ['create customer', 10],
  ['create case', 10],
  ['accept case', 8],
  ['mark read', 5],
  ['send notice', 3],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((n, [, w]) => n + w, 0);

function pick(): string {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, w] of WEIGHTS) if ((r -= w) < 0) return name;
  return WEIGHTS[0][0];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid 18-digit resident ID number, different for every n (birth date and sequence vary with n). */
function idNumber(n: number): string {
  const birth = new Date(Date.UTC(1950, 0, 1) + Math.floor(n / 900) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `110101${ymd}${String(100 + (n % 900)).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * ID_WEIGHTS[i], 0);
  return body + '10X98765432'[sum % 11];
}

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; code?: string; message?: string; data: T };
}
interface CaseRow {
  id: number;
  businessNumber: string;
  status: string;
}
interface ItemNode {
  id: number;
  materials: { name: string }[];
  children: ItemNode[];
}

async function main(order: LoadOrder): Promise<LoadReport> {
  const report: LoadReport = { signInMs: [], latency: {}, errors: {}, errorSamples: [], customers: [], cases: [], noticesSent: 0, seconds: order.seconds };
  let serial = 0;

  async function call<T = unknown>(token: string | undefined, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const res = await fetch(`${order.url}/api${path}`, {
      method,
      headers: { ...(token ? { satoken: token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }

  // Sign in, a few at a time as people arrive at work (password hashing is deliberately slow).
  const tokens: string[] = [];
  for (let i = 0; i < order.accounts.length; i += 10) {
    await Promise.all(
      order.accounts.slice(i, i + 10).map(async (account, j) => {
        const t = performance.now();
        const a = await call<{ tokenValue: string }>(undefined, 'POST', '/auth/login', { account, password: order.password });
        report.signInMs.push(performance.now() - t);
        if (a.status !== 200) throw new Error(`sign-in ${account}: ${a.status} ${a.body.message}`);
        tokens[i + j] = a.body.data.tokenValue;
      }),
    );
  }
  const first = tokens[0];
  const tree = (await call<ItemNode[]>(first, 'GET', `/notarization-item/tree?name=${encodeURIComponent('出生')}`)).body.data;
  const item = tree[0].children[0].children[0];
  const me = await Promise.all(tokens.map(async (t) => (await call<{ id: number }>(t, 'GET', '/auth/current-user')).body.data));

  const end = performance.now() + order.seconds * 1000;
  const ownCases: { id: number; businessNumber: string; status: string }[][] = tokens.map(() => []);

  async function operate(c: number, op: string): Promise<Answer> {
    const token = tokens[c];
    switch (op) {
      case 'case list':
        return call(token, 'GET', '/business/page?current=1&size=10');
      case 'case detail': {
        const mine = ownCases[c];
        if (!mine.length) return call(token, 'GET', '/business/page?current=1&size=10');
        return call(token, 'GET', `/business?id=${mine[Math.floor(Math.random() * mine.length)].id}`);
      }
      case 'customer list':
        return call(token, 'GET', '/customer/personal/page?current=1&size=10');
      case 'notice list':
        return call(token, 'GET', '/notify-message/my-page?current=1&size=10');
      case 'unread total':
        return call(token, 'GET', '/notify-message/unread-total');
      case 'create customer': {
        const n = serial++;
        const id = idNumber(n);
        const a = await call<{ id: number }>(token, 'POST', '/customer/personal', {
          name: `压测客户${n}`,
          idType: 'ID_CARD',
          idNumber: id,
          phone: '13912345678',
        });
        if (a.status === 200) report.customers.push({ id: a.body.data.id, idNumber: id });
        return a;
      }
      case 'create case': {
        const n = serial++;
        const person = { name: `压测当事人${n}`, idType: 'ID_CARD', idNumber: idNumber(n), phone: '13912345678' };
        const a = await call<CaseRow>(token, 'POST', '/business', {
          itemIds: [item.id],
          parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
          handlerId: me[c].id,
          purpose: '探亲',
          useCountry: 'US',
          language: 'en',
          copies: 1,
          formData: {},
          materials: item.materials.map((m) => ({ name: m.name, kind: '身份材料', originalSeen: true })),
          feeConfirmed: true,
        });
        if (a.status === 200) {
          const row = { id: a.body.data.id, businessNumber: a.body.data.businessNumber, status: a.body.data.status };
          ownCases[c].push(row);
          report.cases.push(row);
        }
        return a;
      }
      case 'accept case': {
        const open = ownCases[c].find((x) => x.status === 'NEW');
        if (!open) return call(token, 'GET', '/business/page?current=1&size=10&status=NEW');
        const a = await call<CaseRow>(token, 'PUT', '/business/accept', { id: open.id });
        if (a.status === 200) open.status = a.body.data.status;
        return a;
      }
      case 'mark read':
        return call(token, 'PUT', '/notify-message/read-all');
      case 'send notice': {
        const to = me[Math.floor(Math.random() * me.length)].id;
        const a = await call(token, 'POST', '/office-notice', { title: '压测通知', content: '请查收', userIds: [to] });
        if (a.status === 200) report.noticesSent++;
        return a;
      }
      default:
        throw new Error(op);
    }
  }

  async function client(c: number) {
    // Spread the first requests over one think time, as people do not all click at the same instant.
    await new Promise((r) => setTimeout(r, Math.random() * order.thinkMs));
    while (performance.now() < end) {
      const op = pick();
      const t = performance.now();
      let failure = '';
      try {
        const a = await operate(c, op);
        if (a.status !== 200 || !a.body.success) failure = `${op}: ${a.status} ${a.body.code ?? ''} ${a.body.message ?? ''}`;
      } catch (err) {
        failure = `${op}: ${(err as Error).message}`;
      }
      (report.latency[op] ??= []).push(performance.now() - t);
      if (failure) {
        report.errors[op] = (report.errors[op] ?? 0) + 1;
        if (report.errorSamples.length < 20) report.errorSamples.push(failure);
      }
      await new Promise((r) => setTimeout(r, order.thinkMs * (0.5 + Math.random())));
    }
  }

  await Promise.all(tokens.map((_, c) => client(c)));
  return report;
}

process.once('message', (order: LoadOrder) => {
  main(order).then(
    (report) => process.send!({ report }, undefined, {}, () => process.exit(0)),
    (err: Error) => process.send!({ error: err.stack ?? String(err) }, undefined, {}, () => process.exit(1)),
  );
});
