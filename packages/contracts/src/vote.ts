import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';
import { Id, IdQuery, StringEnum } from './ids.ts';

// 在线表决: motions (赞成/反对/弃权) and single/multi-choice polls over a voter list frozen when the vote opens,
// optionally anonymous; closing computes the result, hashes it and appends it to the integrity chain.

const tag = '在线表决';

export const VOTE_KINDS = ['MOTION', 'SINGLE', 'MULTI'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];
export const VOTE_KIND_LABELS: Record<VoteKind, string> = { MOTION: '议案表决', SINGLE: '单选', MULTI: '多选' };

export const VOTE_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'CANCELLED'] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];
export const VOTE_STATUS_LABELS: Record<VoteStatus, string> = { DRAFT: '未开始', OPEN: '表决中', CLOSED: '已结束', CANCELLED: '已取消' };

/** How many of the eligible voters must cast a ballot for the vote to count. */
export const VOTE_QUORUMS = ['NONE', 'HALF', 'TWO_THIRDS', 'ALL'] as const;
export type VoteQuorum = (typeof VOTE_QUORUMS)[number];
export const VOTE_QUORUM_LABELS: Record<VoteQuorum, string> = {
  NONE: '不设法定人数',
  HALF: '过半数应投人员投票',
  TWO_THIRDS: '三分之二以上应投人员投票',
  ALL: '全体应投人员投票',
};

/** What the winning choice (赞成 for a motion) needs. Abstentions count as cast ballots. */
export const VOTE_PASS_RULES = ['MAJORITY_OF_CAST', 'TWO_THIRDS_OF_CAST', 'TWO_THIRDS_OF_ELIGIBLE'] as const;
export type VotePassRule = (typeof VOTE_PASS_RULES)[number];
export const VOTE_PASS_RULE_LABELS: Record<VotePassRule, string> = {
  MAJORITY_OF_CAST: '超过实投票数的二分之一',
  TWO_THIRDS_OF_CAST: '达到实投票数的三分之二',
  TWO_THIRDS_OF_ELIGIBLE: '达到应投人数的三分之二',
};

/** The fixed choices of a motion. */
export const MOTION_OPTIONS = [
  { key: 'FOR', label: '赞成' },
  { key: 'AGAINST', label: '反对' },
  { key: 'ABSTAIN', label: '弃权' },
] as const;

/** Which list: votes I may vote on, or votes I started. */
export const VOTE_LIST_SCOPES = ['MINE', 'CREATED'] as const;
export type VoteListScope = (typeof VOTE_LIST_SCOPES)[number];

/** The websocket message type of live counts. */
export const VOTE_MESSAGE_TYPE = 'VOTE';

const Time = Type.String({ format: 'date-time' });
const MaybeTime = Type.Union([Time, Type.Null()]);
const Ids = (title: string) => Type.Array(Id(title), { maxItems: 200, uniqueItems: true, title });

export const VoteOption = Type.Object({ key: Type.String(), label: Type.String() });
export type VoteOption = Static<typeof VoteOption>;

export const VoterScope = Type.Object({
  userIds: Ids('表决人'),
  roleIds: Ids('角色'),
  deptIds: Ids('部门'),
});
export type VoterScope = Static<typeof VoterScope>;

export const VoteCreateBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, title: '表决事项' }),
  description: Type.String({ maxLength: 2000, title: '说明' }),
  kind: StringEnum(VOTE_KINDS, '表决方式'),
  /** The poll's choices (ignored for a motion, whose choices are fixed). */
  options: Type.Array(Type.String({ minLength: 1, maxLength: 50, title: '选项' }), { maxItems: 20, title: '选项' }),
  /** MULTI: the most choices one ballot may mark (0: any number). */
  maxChoices: Type.Integer({ minimum: 0, maximum: 20, title: '最多可选' }),
  voters: VoterScope,
  anonymous: Type.Boolean({ title: '匿名表决' }),
  /** Show the counts to voters only after closing. */
  hideCounts: Type.Boolean({ title: '结束前隐藏票数' }),
  quorum: StringEnum(VOTE_QUORUMS, '法定人数'),
  passRule: StringEnum(VOTE_PASS_RULES, '通过规则'),
  /** Opened at once when absent (or in the past); otherwise opened when first read at or after this time. */
  opensAt: Type.Optional(Time),
  closesAt: Type.Optional(Time),
  /** 集体讨论: the business number (业务编号) of the case the result and minutes are noted on. */
  caseNumber: Type.Optional(Type.String({ maxLength: 64, title: '关联业务编号' })),
});
export type VoteCreateBody = Static<typeof VoteCreateBody>;

export const VotePageQuery = Type.Object({
  ...PageQuery.properties,
  scope: StringEnum(VOTE_LIST_SCOPES, '范围'),
  status: Type.Optional(StringEnum(VOTE_STATUSES, '状态')),
  title: Type.Optional(Type.String({ maxLength: 100, title: '表决事项' })),
});
export type VotePageQuery = Static<typeof VotePageQuery>;

export const VoteRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: StringEnum(VOTE_KINDS, '表决方式'),
  status: StringEnum(VOTE_STATUSES, '状态'),
  anonymous: Type.Boolean(),
  creatorName: Type.String(),
  caseNumber: Type.String(),
  opensAt: MaybeTime,
  closesAt: MaybeTime,
  eligible: Type.Integer(),
  cast: Type.Integer(),
  /** Whether the caller is on the voter list, and has voted. */
  isVoter: Type.Boolean(),
  hasVoted: Type.Boolean(),
  passed: Type.Union([Type.Boolean(), Type.Null()]),
  createdAt: Time,
});
export type VoteRow = Static<typeof VoteRow>;

export const VoteCount = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });
export type VoteCount = Static<typeof VoteCount>;

/** Frozen at closing; its canonical JSON is what is hashed and chained. */
export const VoteResult = Type.Object({
  voteId: Type.Integer(),
  title: Type.String(),
  kind: StringEnum(VOTE_KINDS, '表决方式'),
  eligible: Type.Integer(),
  cast: Type.Integer(),
  counts: Type.Array(VoteCount),
  quorum: StringEnum(VOTE_QUORUMS, '法定人数'),
  quorumReached: Type.Boolean(),
  passRule: StringEnum(VOTE_PASS_RULES, '通过规则'),
  /** The choices with the most votes (several on a tie). */
  leading: Type.Array(Type.String()),
  passed: Type.Boolean(),
  closedAt: Time,
});
export type VoteResult = Static<typeof VoteResult>;

export const VoteDetail = Type.Object({
  ...VoteRow.properties,
  description: Type.String(),
  options: Type.Array(VoteOption),
  maxChoices: Type.Integer(),
  hideCounts: Type.Boolean(),
  quorum: StringEnum(VOTE_QUORUMS, '法定人数'),
  passRule: StringEnum(VOTE_PASS_RULES, '通过规则'),
  caseId: Type.Union([Type.Integer(), Type.Null()]),
  isCreator: Type.Boolean(),
  /** Null while counts are hidden. */
  counts: Type.Union([Type.Array(VoteCount), Type.Null()]),
  /** The caller's own choices; null when not voted or when the vote is anonymous (never stored against the voter). */
  myChoices: Type.Union([Type.Array(Type.String()), Type.Null()]),
  /** Who voted what: named votes only, after closing. */
  voters: Type.Array(
    Type.Object({ userId: Type.Integer(), name: Type.String(), voted: Type.Boolean(), choices: Type.Union([Type.Array(Type.String()), Type.Null()]) }),
  ),
  result: Type.Union([VoteResult, Type.Null()]),
  resultSha256: Type.String(),
  resultSm3: Type.String(),
  chainSeq: Type.Union([Type.Integer(), Type.Null()]),
  minutesUrl: Type.String(),
  minutesName: Type.String(),
});
export type VoteDetail = Static<typeof VoteDetail>;

export const BallotBody = Type.Object({
  id: Id('表决'),
  choices: Type.Array(Type.String({ minLength: 1, maxLength: 16, title: '选择' }), { minItems: 1, maxItems: 20, uniqueItems: true, title: '选择' }),
});
export type BallotBody = Static<typeof BallotBody>;

export const BallotReceipt = Type.Object({
  /** SHA-256 of the ballot's random id and choices: lets a voter see the ballot counted without naming them. */
  receipt: Type.String(),
});
export type BallotReceipt = Static<typeof BallotReceipt>;

export const VoteMinutesBody = Type.Object({
  id: Id('表决'),
  minutesUrl: Type.String({ minLength: 1, maxLength: 512, title: '会议纪要' }),
  minutesName: Type.String({ minLength: 1, maxLength: 200, title: '纪要文件名' }),
});
export type VoteMinutesBody = Static<typeof VoteMinutesBody>;

/** Pushed over the websocket after each ballot: counts only (null while hidden), never who voted. */
export const VoteLive = Type.Object({
  id: Type.Integer(),
  status: StringEnum(VOTE_STATUSES, '状态'),
  eligible: Type.Integer(),
  cast: Type.Integer(),
  counts: Type.Union([Type.Array(VoteCount), Type.Null()]),
});
export type VoteLive = Static<typeof VoteLive>;

const MANAGE = ['oa:vote:create', 'oa:vote:manage'] as const;

export const voteApi = {
  page: endpoint({ method: 'GET', path: '/oa/vote/page', access: 'oa:vote', tag, summary: '表决列表', query: VotePageQuery, response: Page(VoteRow) }),
  detail: endpoint({ method: 'GET', path: '/oa/vote/detail', access: 'oa:vote', tag, summary: '表决详情', query: IdQuery, response: VoteDetail }),
  create: endpoint({
    method: 'POST',
    path: '/oa/vote',
    access: 'oa:vote:create',
    tag,
    summary: '发起表决',
    body: VoteCreateBody,
    response: VoteDetail,
    done: '表决已发起',
  }),
  ballot: endpoint({
    method: 'POST',
    path: '/oa/vote/ballot',
    access: 'oa:vote',
    tag,
    summary: '投票',
    body: BallotBody,
    response: BallotReceipt,
    done: '投票成功',
  }),
  close: endpoint({
    method: 'PUT',
    path: '/oa/vote/close',
    access: MANAGE,
    tag,
    summary: '结束表决并计票',
    body: IdQuery,
    response: VoteDetail,
    done: '表决已结束',
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/oa/vote/cancel',
    access: MANAGE,
    tag,
    summary: '取消表决',
    body: IdQuery,
    response: VoteDetail,
    done: '表决已取消',
  }),
  minutes: endpoint({
    method: 'PUT',
    path: '/oa/vote/minutes',
    access: MANAGE,
    tag,
    summary: '上传会议纪要',
    body: VoteMinutesBody,
    response: VoteDetail,
    done: '会议纪要已保存',
  }),
};
