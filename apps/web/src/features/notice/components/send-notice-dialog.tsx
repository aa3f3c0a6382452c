import { SendNoticeBody, type DeptOption } from '@notaria/contracts';
import { Alert, Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { noticeKeys, sendOfficeNotice } from '../api/notices';
import { useDeptOptions, useRoleOptions, useUserOptions } from '../api/recipients';

interface Values {
  title: string;
  content: string;
  userIds: (number | string)[];
  roleIds: (number | string)[];
  deptIds: (number | string)[];
}

const RECIPIENTS_REQUIRED = '请至少选择一位接收人、一个角色或一个部门';

interface DeptNode {
  value: number;
  title: string;
  children: DeptNode[];
}
const toTree = (nodes: DeptOption[]): DeptNode[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children ?? []) }));

/** Numbers typed in while a list is unavailable. */
const ids = (values: (number | string)[] | undefined) => [...new Set((values ?? []).map((v) => Number(v)).filter((v) => Number.isInteger(v) && v > 0))];

/** 发送通知: title, content and recipients chosen as users, roles and departments. */
export function SendNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const users = useUserOptions(open);
  const roles = useRoleOptions(open);
  const depts = useDeptOptions(open);
  const listsMissing = [users.isError && '人员', roles.isError && '角色', depts.isError && '部门'].filter(Boolean);

  const send = useMutation({
    mutationFn: (body: SendNoticeBody) => sendOfficeNotice(body),
    onSuccess: (sent) => {
      if (sent > 0) void notify.success(`已发送给 ${sent} 人`);
      else void notify.error('所选范围内没有可接收通知的人员', 3);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.sent });
      // The sender may be among the recipients.
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      form.resetFields();
      onClose();
    },
    // The request layer shows the server's message.
  });

  const atLeastOne = () => ({
    validator() {
      const v = form.getFieldsValue(['userIds', 'roleIds', 'deptIds']);
      const any = ids(v.userIds).length + ids(v.roleIds).length + ids(v.deptIds).length > 0;
      return any ? Promise.resolve() : Promise.reject(new Error(RECIPIENTS_REQUIRED));
    },
  });

  const numberTags = (what: string) => ({
    mode: 'tags' as const,
    open: false,
    tokenSeparators: [',', '，', ' '],
    placeholder: `输入${what}编号，回车确认`,
  });

  const submit = async () => {
    const v = await form.validateFields();
    send.mutate({ title: v.title.trim(), content: v.content.trim(), userIds: ids(v.userIds), roleIds: ids(v.roleIds), deptIds: ids(v.deptIds) });
  };

  return (
    <Modal
      title="发送通知"
      open={open}
      width={600}
      okText="发送"
      cancelText="取消"
      confirmLoading={send.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender={false}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ userIds: [], roleIds: [], deptIds: [] }} requiredMark preserve={false}>
        <Form.Item name="title" label="标题" rules={rulesFrom(SendNoticeBody, 'title')}>
          <Input placeholder="如：关于清明节放假安排的通知" maxLength={maxLengthOf(SendNoticeBody, 'title')} showCount allowClear />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={rulesFrom(SendNoticeBody, 'content')}>
          <Input.TextArea placeholder="请输入通知内容" rows={5} maxLength={maxLengthOf(SendNoticeBody, 'content')} showCount />
        </Form.Item>
        {listsMissing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${listsMissing.join('、')}列表暂时无法加载，可直接输入编号（多个编号用逗号分隔）。`}
          />
        )}
        <Form.Item
          name="userIds"
          label="接收人"
          dependencies={['roleIds', 'deptIds']}
          rules={[atLeastOne]}
          extra="可同时选择人员、角色与部门，接收人去重后每人收到一条通知"
        >
          {users.isError ? (
            <Select {...numberTags('账号')} aria-label="接收人" />
          ) : (
            <Select
              mode="multiple"
              aria-label="接收人"
              placeholder="选择人员"
              loading={users.isLoading}
              allowClear
              optionFilterProp="search"
              maxTagCount="responsive"
              options={(users.data ?? []).map((u) => ({
                value: u.id,
                label: u.deptName ? `${u.name}（${u.deptName}）` : u.name,
                search: `${u.name} ${u.account} ${u.deptName}`,
              }))}
            />
          )}
        </Form.Item>
        <Form.Item name="roleIds" label="接收角色">
          {roles.isError ? (
            <Select {...numberTags('角色')} aria-label="接收角色" />
          ) : (
            <Select
              mode="multiple"
              aria-label="接收角色"
              placeholder="选择角色，该角色下的人员都会收到"
              loading={roles.isLoading}
              allowClear
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          )}
        </Form.Item>
        <Form.Item name="deptIds" label="接收部门">
          {depts.isError ? (
            <Select {...numberTags('部门')} aria-label="接收部门" />
          ) : (
            <TreeSelect
              multiple
              aria-label="接收部门"
              placeholder="选择部门，部门内的人员都会收到"
              loading={depts.isLoading}
              allowClear
              treeDefaultExpandAll
              treeNodeFilterProp="title"
              treeData={toTree(depts.data ?? [])}
            />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
