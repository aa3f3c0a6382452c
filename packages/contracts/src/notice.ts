import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './endpoint.ts';
import { Page, PageQuery } from './envelope.ts';

/** §3 notice types: what each means, its tag colour (antd preset) and the label of its action button. */
export const NOTICE_TYPES = {
  NEW_BUSINESS_NOTIFY: { meaning: '新业务', color: 'blue', action: '去确认' },
  STATUS_NEW_BUSINESS: { meaning: '新业务', color: 'blue', action: '去确认' },
  SUSPEND_NOTIFY: { meaning: '终止', color: 'red', action: '去终止公证' },
  CERTIFICATE_NOTIFY: { meaning: '出证', color: 'green', action: '去出证' },
  STATUS_ACCEPTED: { meaning: '已受理', color: 'cyan', action: '去办理' },
  STATUS_WAIT_APPROVE: { meaning: '待审批', color: 'orange', action: '去审批' },
  STATUS_APPROVE_PASS: { meaning: '审批通过', color: 'green', action: '去出证' },
  STATUS_APPROVE_REJECT: { meaning: '审批驳回', color: 'volcano', action: '去办理' },
  STATUS_WAIT_ARCHIVES: { meaning: '待归档', color: 'purple', action: '去归档' },
  STATUS_SUSPENDED: { meaning: '已终止', color: 'default', action: '去终止公证' },
  OFFICE_NOTICE: { meaning: '通知公告', color: 'geekblue', action: '查看' },
  APPROVAL_WAIT: { meaning: '待我审批', color: 'orange', action: '去审批' },
  APPROVAL_RESULT: { meaning: '审批结果', color: 'green', action: '查看' },
  ARCHIVE_BORROW_OVERDUE: { meaning: '借阅逾期', color: 'red', action: '去归还' },
  VOTE_OPEN: { meaning: '在线表决', color: 'magenta', action: '去投票' },
  VIDEO_MEETING: { meaning: '视频会议', color: 'cyan', action: '查看会议' },
} as const;

export type NotifyType = keyof typeof NOTICE_TYPES;
export const NOTIFY_TYPES = Object.keys(NOTICE_TYPES) as NotifyType[];

export const NoticeBusiness = Type.Object({
  businessNumber: Type.String(),
  parentItemName: Type.String(),
  itemName: Type.String(),
  applicant: Type.String(),
});
export type NoticeBusiness = Static<typeof NoticeBusiness>;

export const Notice = Type.Object({
  id: Type.Integer(),
  isRead: Type.Boolean(),
  notifyType: Type.String(),
  title: Type.String(),
  content: Type.String(),
  updateTime: Type.String({ format: 'date-time' }),
  business: Type.Union([NoticeBusiness, Type.Null()]),
  /** Web route the action button opens; empty when there is nothing to open. */
  link: Type.String(),
  senderName: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const NoticePageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, default: 1, title: '页码' }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 10, title: '每页条数' }),
  isRead: Type.Optional(Type.Boolean({ title: '是否已读' })),
});
export type NoticePageQuery = Static<typeof NoticePageQuery>;

export const NoticeIdsQuery = Type.Object({
  ids: Type.Union([Type.String({ pattern: '^\\d+(,\\d+)*$' }), Type.Array(Type.String({ pattern: '^\\d+$' }), { maxItems: 500 })], { title: '通知编号' }),
});

export const SendNoticeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, title: '通知标题' }),
  content: Type.String({ minLength: 1, maxLength: 2000, title: '通知内容' }),
  userIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, default: [], title: '接收人' }),
  roleIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, default: [], title: '接收角色' }),
  deptIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, default: [], title: '接收部门' }),
});
export type SendNoticeBody = Static<typeof SendNoticeBody>;

export const SentNotice = Type.Object({
  title: Type.String(),
  content: Type.String(),
  senderName: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
  recipients: Type.Integer(),
  read: Type.Integer(),
});
export type SentNotice = Static<typeof SentNotice>;

/** A user only ever sees and changes their own notices, in the tenant they work in. */
export const noticeApi = {
  unreadTotal: endpoint({ method: 'GET', path: '/notify-message/unread-total', access: 'login', tag: '通知', summary: '未读通知数', response: Type.Integer() }),
  myPage: endpoint({
    method: 'GET',
    path: '/notify-message/my-page',
    access: 'login',
    tag: '通知',
    summary: '我的通知（分页）',
    query: NoticePageQuery,
    response: Page(Notice),
  }),
  read: endpoint({
    method: 'PUT',
    path: '/notify-message/read',
    access: 'login',
    tag: '通知',
    summary: '标记为已读（ids 逗号分隔）',
    query: NoticeIdsQuery,
    response: Type.Integer(),
    done: '已标记为已读',
  }),
  readAll: endpoint({
    method: 'PUT',
    path: '/notify-message/read-all',
    access: 'login',
    tag: '通知',
    summary: '全部标记为已读',
    response: Type.Integer(),
    done: '已全部标记为已读',
  }),
  removeAllRead: endpoint({
    method: 'DELETE',
    path: '/notify-message/remove-all-read',
    access: 'login',
    tag: '通知',
    summary: '删除全部已读通知',
    response: Type.Integer(),
    done: '已删除全部已读通知',
  }),
};

export const officeNoticeApi = {
  /** Its message says how many received it: "已发送给 N 人". */
  send: endpoint({
    method: 'POST',
    path: '/office-notice',
    access: 'oa:notice:send',
    tag: '通知公告',
    summary: '向本机构的人员、角色或部门发送通知',
    body: SendNoticeBody,
    response: Type.Integer(),
  }),
  page: endpoint({
    method: 'GET',
    path: '/office-notice/page',
    access: 'oa:notice',
    tag: '通知公告',
    summary: '本机构已发送的通知公告',
    query: PageQuery,
    response: Page(SentNotice),
  }),
};

/** Websocket: the client sends the text PING; the server answers with typed JSON messages. */
export const WS_PING = 'PING';
export const WS_HEARTBEAT_MS = 10_000;
export type WsMessage = { type: 'PONG' } | { type: 'MESSAGE'; data: Notice } | { type: string; data?: unknown };
