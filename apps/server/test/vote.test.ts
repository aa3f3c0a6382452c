import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { asSystem } from '../src/db/scope.ts';
import { caseEvents, cases, notices, roles, votes } from '../src/db/schema.ts';
import { integrityChain } from '../src/modules/integrity/integrity.table.ts';
import { client, type Client } from './api.ts';
import { settleDueVotes } from '../src/modules/vote/vote-upkeep.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createOffice, DEMO_TENANT_ID, userIdOf } from './fixtures.ts';
import { uploadFile } from './upload.ts';

let ctx: TestContext;
const c: Record<string, Client> = {};
const id: Record<string, number> = {};
let directorRoleId = 0;
let otherOffice: Client;

type Body = Record<string, unknown>;
const motion = (over: Body = {}): Body => ({
  title: '关于调整值班制度的议案',
  description: '',
  kind: 'MOTION',
  options: [],
  maxChoices: 0,
  voters: { userIds: [id.notary, id.assistant, id.finance], roleIds: [], deptIds: [] },
  anonymous: false,
  hideCounts: false,
  quorum: 'TWO_THIRDS',
  passRule: 'MAJORITY_OF_CAST',
  ...over,
});
const create = async (over: Body = {}) => {
  const res = await c.office_admin.post('/oa/vote', motion(over));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { id: number; status: string; eligible: number };
};
const ballot = (account: string, voteId: number, choices: string[]) => c[account].post('/oa/vote/ballot', { id: voteId, choices });
const close = (account: string, voteId: number) => c[account].put('/oa/vote/close', { id: voteId });
const rows = async (q: ReturnType<typeof sql>) =>
  asSystem(ctx.db, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows);

beforeAll(async () => {
  ctx = await createTestContext();
  for (const a of ['office_admin', 'notary', 'assistant', 'director', 'finance', 'archivist']) {
    c[a] = client(ctx, await ctx.login(a));
    id[a] = await userIdOf(ctx.db, a);
  }
  directorRoleId = (
    await asSystem(ctx.db, (tx) =>
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.code, 'director'))),
    )
  )[0].id;
  await createOffice(ctx.db, '另一公证处', 'vote_other', ['oa:vote', 'oa:vote:create', 'oa:vote:manage']);
  otherOffice = client(ctx, await ctx.login('vote_other', 'Other@2026'));
});
afterAll(() => ctx.close());

describe('在线表决', () => {
  it('opens at once with a frozen voter list, notifies the voters, takes one ballot each and refuses a second', async () => {
    const v = await create();
    expect(v.status).toBe('OPEN');
    expect(v.eligible).toBe(3);
    const notified = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(eq(notices.recipientId, id.notary), eq(notices.notifyType, 'VOTE_OPEN'))),
    );
    expect(notified.map((n) => n.link)).toContain(`/oa/vote?id=${v.id}`);

    const first = await ballot('notary', v.id, ['FOR']);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.receipt).toMatch(/^[0-9a-f]{64}$/);
    const again = await ballot('notary', v.id, ['AGAINST']);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已投过票，每人只能投一票');
    const [{ n }] = await rows(sql`select count(*)::int as n from vote_ballots where vote_id = ${v.id}`);
    expect(n).toBe(1);

    // Not on the list, a choice that is not the vote's, two choices on a motion: refused, nothing stored.
    expect((await ballot('archivist', v.id, ['FOR'])).status).toBe(404);
    const wrong = await ballot('assistant', v.id, ['O1']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('所选选项不属于本次表决');
    expect((await ballot('assistant', v.id, ['FOR', 'AGAINST'])).status).toBe(400);
    const detail = (await c.notary.get('/oa/vote/detail', { id: v.id })).body.data;
    expect(detail).toMatchObject({ hasVoted: true, myChoices: ['FOR'], cast: 1, eligible: 3 });
  });

  it('the database itself keeps one ballot each and never changes a ballot', async () => {
    const v = await create();
    await ballot('finance', v.id, ['FOR']);
    await expect(
      asSystem(ctx.db, (tx) =>
        tx.execute(sql`insert into vote_participations (tenant_id, vote_id, user_id) values (${DEMO_TENANT_ID}, ${v.id}, ${id.finance})`),
      ),
    ).rejects.toThrow();
    await expect(asSystem(ctx.db, (tx) => tx.execute(sql`update vote_ballots set choices = '["AGAINST"]' where vote_id = ${v.id}`))).rejects.toThrow();
    await expect(asSystem(ctx.db, (tx) => tx.execute(sql`delete from vote_ballots where vote_id = ${v.id}`))).rejects.toThrow();
  });

  it('an anonymous ballot has nothing that joins it to its voter', async () => {
    const v = await create({ anonymous: true, title: '匿名表决' });
    for (const a of ['notary', 'assistant']) expect((await ballot(a, v.id, ['AGAINST'])).status).toBe(200);
    const ballots = await rows(sql`select * from vote_ballots where vote_id = ${v.id}`);
    expect(ballots).toHaveLength(2);
    for (const b of ballots) {
      expect(b.voter_id).toBeNull();
      expect(b.cast_at).toBeNull();
      expect(String(b.id)).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The participation rows say who voted and nothing else: no id, no time, no reference to a ballot.
    const columns = await rows(sql`select column_name from information_schema.columns where table_name = 'vote_participations' order by column_name`);
    expect(columns.map((r) => r.column_name)).toEqual(['tenant_id', 'user_id', 'vote_id']);
    const ballotColumns = (await rows(sql`select column_name from information_schema.columns where table_name = 'vote_ballots'`)).map((r) => r.column_name);
    expect(ballotColumns.sort()).toEqual(['cast_at', 'choices', 'id', 'tenant_id', 'vote_id', 'voter_id']);
    // A voter cannot read back their own anonymous choice, and nobody sees who chose what after closing.
    expect((await c.notary.get('/oa/vote/detail', { id: v.id })).body.data.myChoices).toBeNull();
    const closed = (await close('office_admin', v.id)).body.data;
    expect(closed.voters.every((x: { choices: unknown }) => x.choices === null)).toBe(true);
    expect(closed.voters.filter((x: { voted: boolean }) => x.voted)).toHaveLength(2);
  });

  it('closing counts, freezes and chains the result; quorum not reached → not passed; a closed vote refuses ballots', async () => {
    const v = await create({ title: '未达法定人数' });
    await ballot('notary', v.id, ['FOR']);
    const res = await close('office_admin', v.id);
    expect(res.status, res.body.message).toBe(200);
    const d = res.body.data;
    expect(d.status).toBe('CLOSED');
    expect(d.result).toMatchObject({ eligible: 3, cast: 1, quorumReached: false, passed: false });
    expect(d.resultSha256).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = await asSystem(ctx.db, (tx) =>
      tx
        .select()
        .from(integrityChain)
        .where(and(eq(integrityChain.kind, 'VOTE_RESULT'), eq(integrityChain.ref, `VOTE-${v.id}`))),
    );
    expect(entry.artefactSha256).toBe(d.resultSha256);
    expect(entry.seq).toBe(d.chainSeq);

    const late = await ballot('assistant', v.id, ['FOR']);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('表决已结束，不能再投票');
    expect((await close('office_admin', v.id)).status).toBe(409);
    await expect(asSystem(ctx.db, (tx) => tx.execute(sql`update votes set result = null, status = 'OPEN' where id = ${v.id}`))).rejects.toThrow();
  });

  it('passes a motion by simple majority of the cast ballots once the quorum is there', async () => {
    const v = await create({ title: '过半通过' });
    await ballot('notary', v.id, ['FOR']);
    await ballot('assistant', v.id, ['FOR']);
    await ballot('finance', v.id, ['ABSTAIN']);
    const d = (await close('office_admin', v.id)).body.data;
    expect(d.result).toMatchObject({ cast: 3, quorumReached: true, passed: true, leading: ['FOR'] });
    expect(d.voters.find((x: { userId: number }) => x.userId === id.finance).choices).toEqual(['ABSTAIN']);
  });

  it('a poll by role: the leading option alone must meet the rule; multi-choice respects the limit', async () => {
    const single = await create({
      title: '选择年会地点',
      kind: 'SINGLE',
      options: ['本处会议室', '区司法局'],
      voters: { userIds: [], roleIds: [directorRoleId], deptIds: [] },
    });
    expect(single.eligible).toBe(1);
    expect((await c.director.post('/oa/vote/ballot', { id: single.id, choices: ['O2'] })).status).toBe(200);
    expect((await close('office_admin', single.id)).body.data.result).toMatchObject({ passed: true, leading: ['O2'] });

    const multi = await create({ title: '多选', kind: 'MULTI', options: ['甲', '乙', '丙'], maxChoices: 2 });
    const tooMany = await ballot('notary', multi.id, ['O1', 'O2', 'O3']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('本次表决最多可选 2 项');
    expect((await ballot('notary', multi.id, ['O1', 'O2'])).status).toBe(200);
    const oneOption = await c.office_admin.post('/oa/vote', motion({ kind: 'SINGLE', options: ['唯一'] }));
    expect(oneOption.status).toBe(400);
  });

  it('closes by itself at its closing time when read, and only the creator or a manager may close', async () => {
    const v = await create({ title: '到期自动结束', closesAt: new Date(Date.now() + 60_000).toISOString() });
    await ballot('notary', v.id, ['FOR']);
    expect((await close('notary', v.id)).status).toBe(403);
    await asSystem(ctx.db, (tx) => tx.execute(sql`update votes set closes_at = now() - interval '1 second' where id = ${v.id}`));
    const d = (await c.notary.get('/oa/vote/detail', { id: v.id })).body.data;
    expect(d.status).toBe('CLOSED');
    expect(d.chainSeq).toBeGreaterThan(0);
    expect((await ballot('assistant', v.id, ['FOR'])).status).toBe(409);
  });

  it('is closed on time by the upkeep when nobody reads it', async () => {
    const v = await create({ title: '无人查看时到期', closesAt: new Date(Date.now() + 60_000).toISOString() });
    await ballot('notary', v.id, ['FOR']);
    await asSystem(ctx.db, (tx) => tx.execute(sql`update votes set closes_at = now() - interval '1 second' where id = ${v.id}`));
    const status = async () => (await asSystem(ctx.db, (tx) => tx.select({ s: votes.status }).from(votes).where(eq(votes.id, v.id))))[0].s;
    expect(await status()).toBe('OPEN');
    expect(await settleDueVotes(ctx.db, ctx.app.realtime)).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('CLOSED');
    expect(await settleDueVotes(ctx.db, ctx.app.realtime)).toBe(0);
  });

  it('pushes live counts to voters and creator, counts hidden while open when asked', async () => {
    const deliver = vi.spyOn(ctx.app.realtime, 'deliver');
    const v = await create({ title: '隐藏票数', hideCounts: true, anonymous: true });
    deliver.mockClear();
    await ballot('notary', v.id, ['FOR']);
    const sent = deliver.mock.calls.find((call) => (call[2] as { type: string }).type === 'VOTE');
    expect(sent).toBeDefined();
    expect(sent![1].sort()).toEqual([id.notary, id.assistant, id.finance, id.office_admin].sort());
    expect((sent![2] as { data: unknown }).data).toEqual({ id: v.id, status: 'OPEN', eligible: 3, cast: 1, counts: null });
    // The voter sees no counts while open; the creator does.
    expect((await c.assistant.get('/oa/vote/detail', { id: v.id })).body.data.counts).toBeNull();
    expect((await c.office_admin.get('/oa/vote/detail', { id: v.id })).body.data.counts[0]).toMatchObject({ key: 'FOR', count: 1 });
    deliver.mockRestore();
  });

  it('links to a case: the result and the minutes appear on its timeline', async () => {
    const [kase] = await asSystem(ctx.db, (tx) =>
      tx.insert(cases).values({ tenantId: DEMO_TENANT_ID, businessNumber: 'VOTE-CASE-1', handlerId: id.notary }).returning(),
    );
    const v = await create({ title: '疑难案件集体讨论', caseNumber: 'VOTE-CASE-1' });
    await ballot('notary', v.id, ['FOR']);
    await ballot('assistant', v.id, ['FOR']);
    await close('office_admin', v.id);
    const token = await ctx.login('office_admin');
    const up = await uploadFile(ctx, token, '纪要.pdf', Buffer.from('%PDF-1.4 minutes'), 'application/pdf');
    expect(up.status, up.body.message).toBe(200);
    const saved = await c.office_admin.put('/oa/vote/minutes', { id: v.id, minutesUrl: up.body.data.ossUrl, minutesName: '纪要.pdf' });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.minutesName).toBe('纪要.pdf');
    const events = await asSystem(ctx.db, (tx) => tx.select().from(caseEvents).where(eq(caseEvents.caseId, kase.id)));
    expect(events.map((e) => e.action)).toEqual(['collectiveVote', 'collectiveVote']);
    expect(events[0].note).toContain('通过');
    expect(events[1].note).toContain('纪要.pdf');
    expect((await c.office_admin.post('/oa/vote', motion({ caseNumber: 'NO-SUCH-CASE' }))).status).toBe(400);
    expect((await c.office_admin.put('/oa/vote/minutes', { id: v.id, minutesUrl: '/file/nope.pdf', minutesName: 'x' })).status).toBe(400);
  });

  it('checks permissions and keeps tenants apart', async () => {
    expect((await c.notary.post('/oa/vote', motion())).status).toBe(403);
    const v = await create({ title: '本处事务' });
    expect((await otherOffice.get('/oa/vote/detail', { id: v.id })).status).toBe(404);
    expect((await otherOffice.post('/oa/vote/ballot', { id: v.id, choices: ['FOR'] })).status).toBe(404);
    expect((await otherOffice.put('/oa/vote/close', { id: v.id })).status).toBe(404);
    const list = (await otherOffice.get('/oa/vote/page', { current: 1, size: 50, scope: 'CREATED' })).body.data;
    expect(list.list.map((r: { id: number }) => r.id)).not.toContain(v.id);
    const mine = (await c.notary.get('/oa/vote/page', { current: 1, size: 50, scope: 'MINE' })).body.data;
    expect(mine.list.map((r: { id: number }) => r.id)).toContain(v.id);
    expect((await c.archivist.get('/oa/vote/page', { current: 1, size: 50, scope: 'MINE' })).body.data.list.map((r: { id: number }) => r.id)).not.toContain(
      v.id,
    );
  });
});
