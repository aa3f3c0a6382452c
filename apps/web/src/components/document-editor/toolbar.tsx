import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { DocField } from '@notaria/contracts';
import type { AnchorKind, TextAlign } from '@notaria/documents';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Select, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { FieldPicker } from './field-picker';
import { ANCHOR_TITLES } from './node-views';

const BLOCK_OPTIONS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题一' },
  { value: 2, label: '标题二' },
  { value: 3, label: '标题三' },
];

const ALIGNS: { value: TextAlign; title: string; icon: ReactNode }[] = [
  { value: 'left', title: '左对齐', icon: <AlignLeftOutlined /> },
  { value: 'center', title: '居中', icon: <AlignCenterOutlined /> },
  { value: 'right', title: '右对齐', icon: <AlignRightOutlined /> },
  { value: 'justify', title: '两端对齐', icon: <span style={{ fontSize: 12 }}>两端</span> },
];

function Tool({ title, active, disabled, onRun, children }: { title: string; active?: boolean; disabled?: boolean; onRun(): void; children: ReactNode }) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        // Keeps the selection in the page while the button is pressed.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onRun}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** The editing tools; every one acts on the selection in the page. */
export function EditorToolbar({ editor, fields }: { editor: Editor; fields: readonly DocField[] }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const block = e.isActive('heading') ? Number(e.getAttributes('heading').level) : 0;
      const attrs = e.getAttributes(block ? 'heading' : 'paragraph');
      return {
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        block,
        align: (attrs.textAlign as TextAlign | null) ?? null,
        indent: Number(attrs.indent ?? 0) > 0,
      };
    },
  });
  const chain = () => editor.chain().focus();
  const anchor = (kind: AnchorKind) => chain().insertAnchor(kind).run();
  return (
    <Space size={2} wrap className="doc-toolbar" role="toolbar" aria-label="编辑工具">
      <Tool title="撤销" disabled={!state.canUndo} onRun={() => chain().undo().run()}>
        <UndoOutlined />
      </Tool>
      <Tool title="重做" disabled={!state.canRedo} onRun={() => chain().redo().run()}>
        <RedoOutlined />
      </Tool>
      <Divider orientation="vertical" />
      <Tool title="加粗" active={state.bold} onRun={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </Tool>
      <Tool title="倾斜" active={state.italic} onRun={() => chain().toggleItalic().run()}>
        <ItalicOutlined />
      </Tool>
      <Tool title="下划线" active={state.underline} onRun={() => chain().toggleUnderline().run()}>
        <UnderlineOutlined />
      </Tool>
      <Divider orientation="vertical" />
      <Select
        size="small"
        aria-label="段落样式"
        value={state.block}
        style={{ width: 88 }}
        options={BLOCK_OPTIONS}
        onChange={(level: number) =>
          level
            ? chain()
                .setHeading({ level: level as 1 | 2 | 3 })
                .run()
            : chain().setParagraph().run()
        }
      />
      <Divider orientation="vertical" />
      {ALIGNS.map((a) => (
        <Tool
          key={a.value}
          title={a.title}
          active={state.align === a.value}
          onRun={() =>
            chain()
              .setTextAlign(state.align === a.value ? null : a.value)
              .run()
          }
        >
          {a.icon}
        </Tool>
      ))}
      <Tool
        title="首行缩进两字"
        active={state.indent}
        onRun={() =>
          chain()
            .setIndent(state.indent ? 0 : 2)
            .run()
        }
      >
        <span style={{ fontSize: 12 }}>首行缩进</span>
      </Tool>
      <Divider orientation="vertical" />
      <Tool title="插入分页" onRun={() => chain().setPageBreak().run()}>
        <span style={{ fontSize: 12 }}>分页</span>
      </Tool>
      <FieldPicker fields={fields} onPick={(f) => chain().insertField({ path: f.path, label: f.label }).run()} />
      <Tool title={`插入${ANCHOR_TITLES.seal}位置`} onRun={() => anchor('seal')}>
        <span style={{ fontSize: 12 }}>印章</span>
      </Tool>
      <Tool title={`插入${ANCHOR_TITLES.signature}位置`} onRun={() => anchor('signature')}>
        <span style={{ fontSize: 12 }}>签名</span>
      </Tool>
      <Tool title={`插入${ANCHOR_TITLES.qr}位置`} onRun={() => anchor('qr')}>
        <span style={{ fontSize: 12 }}>二维码</span>
      </Tool>
    </Space>
  );
}
