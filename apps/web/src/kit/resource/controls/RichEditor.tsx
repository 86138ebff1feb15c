import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Input, Modal, Select, Space, Tooltip, Typography, Upload, message, theme } from 'antd';
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useQueryClient } from '@tanstack/react-query';
import { EDITOR_LIMITS } from '@coach/domain/constants.ts';
import { post } from '../../../platform/http';
import { UPLOAD_PATH, fileUrlQuery } from '../fileUrl';
import { refreshImageSources } from './richImages';

/**
 * The rich-text editor of every `rich` field (tiptap, in the editor's own lazy chunk). HTML is
 * what is stored; the server sanitises it again. Limits come from the spec through the domain
 * package: 65 535 characters of HTML, a 340 px writing area, pop-ups at z-index 2000, and no
 * auto-save (nothing is kept anywhere but in the form until the form is saved).
 * Images go to the file store; the tag keeps the file key in `data-key`, and the short-lived
 * signed `src` is renewed from that key whenever the text is opened again.
 */
interface Props {
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** Keeps the file key on the image node, so a later load can sign a fresh URL. */
const KeyedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      'data-key': {
        default: null,
        parseHTML: (el) => el.getAttribute('data-key'),
        renderHTML: (attrs) => (attrs['data-key'] ? { 'data-key': attrs['data-key'] } : {}),
      },
    };
  },
});

const EMPTY = '<p></p>';
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichEditor({
  value,
  onChange,
  id,
  disabled,
  maxLength = EDITOR_LIMITS.maxLength,
  placeholder,
}: Props) {
  const queryClient = useQueryClient();
  // The last HTML this editor emitted: a value coming back equal to it is not re-loaded
  // (that would move the caret on every keystroke).
  const emitted = useRef<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), KeyedImage],
    content: value || EMPTY,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { id: id ?? '', 'aria-label': placeholder ?? '富文本内容', class: 'coach-rich-content' },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChange?.(html);
    },
  });

  // Without an update event: tiptap's default emits one with the text as it is, and a form
  // that turns editable as its stored values arrive (SettingsForm) had the stored text
  // replaced by the still-empty editor's '' (e2e: 评价说明 lost its text, 保存 then refused).
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (the record loaded into the form, a reset) replaces the text;
  // image URLs in it are signed again from their keys before it is shown.
  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === emitted.current || incoming === htmlOf(editor)) return;
    emitted.current = incoming;
    editor.commands.setContent(incoming || EMPTY, { emitUpdate: false });
    let cancelled = false;
    refreshImageSources(incoming, (key) => queryClient.fetchQuery(fileUrlQuery(key))).then((fresh) => {
      if (!cancelled && fresh !== incoming && emitted.current === incoming) {
        emitted.current = fresh;
        editor.commands.setContent(fresh, { emitUpdate: false });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [editor, value, queryClient]);

  const length = useEditorState({ editor, selector: ({ editor: e }) => htmlOf(e).length });
  const over = length > maxLength;
  // Drawn like antd's own inputs, from the theme: a white box in 浅色 is a glare in 深色.
  const { token } = theme.useToken();

  return (
    <div
      style={{
        border: `1px solid ${over ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: disabled ? token.colorTextDisabled : token.colorText,
      }}
      data-testid="rich-editor"
    >
      <Toolbar editor={editor} disabled={disabled} />
      <div
        style={{
          height: EDITOR_LIMITS.height,
          overflowY: 'auto',
          padding: '8px 12px',
          cursor: disabled ? 'not-allowed' : 'text',
        }}
        onClick={() => editor.commands.focus()}
      >
        <EditorContent editor={editor} />
      </div>
      <div style={{ textAlign: 'right', padding: '2px 8px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Text type={over ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {over ? `内容超出${length - maxLength}个字符，` : ''}已输入{length} / {maxLength}
        </Typography.Text>
      </div>
    </div>
  );
}

const HEADINGS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题1' },
  { value: 2, label: '标题2' },
  { value: 3, label: '标题3' },
] as const;

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const { token } = theme.useToken();
  const chain = () => editor.chain().focus();
  const mark = (title: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title} zIndex={EDITOR_LIMITS.zIndex}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div
      style={{
        padding: 4,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Space size={2} wrap>
        {mark('撤销', <UndoOutlined />, false, () => chain().undo().run())}
        {mark('重做', <RedoOutlined />, false, () => chain().redo().run())}
        <Divider orientation="vertical" />
        <Select
          size="small"
          aria-label="段落格式"
          value={state.heading}
          disabled={disabled}
          style={{ width: 80 }}
          popupMatchSelectWidth={false}
          styles={{ popup: { root: { zIndex: EDITOR_LIMITS.zIndex } } }}
          options={HEADINGS.map((h) => ({ value: h.value, label: h.label }))}
          onChange={(level: number) =>
            level === 0
              ? chain().setParagraph().run()
              : chain()
                  .toggleHeading({ level: level as 1 | 2 | 3 })
                  .run()
          }
        />
        {mark('加粗', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {mark('斜体', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {mark('下划线', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
        {mark('删除线', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
        <Divider orientation="vertical" />
        {mark('无序列表', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {mark('有序列表', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {mark('链接', <LinkOutlined />, state.link, () => setLinkOpen(true))}
        <ImageButton editor={editor} disabled={disabled} />
        {mark('清除格式', <ClearOutlined />, false, () => chain().unsetAllMarks().clearNodes().run())}
      </Space>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  useEffect(() => {
    if (open) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
  }, [open, editor]);
  const apply = () => {
    const url = href.trim();
    if (url && !/^(https?:\/\/|mailto:|tel:)/i.test(url)) {
      message.error('链接地址须以 http:// 或 https:// 开头');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    (url ? chain.setLink({ href: url }) : chain.unsetLink()).run();
    onClose();
  };
  return (
    <Modal
      title="插入链接"
      open={open}
      onOk={apply}
      onCancel={onClose}
      zIndex={EDITOR_LIMITS.zIndex}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Input
        autoFocus
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={apply}
        placeholder="https://"
        aria-label="链接地址"
      />
      <Typography.Text type="secondary">留空并确定可取消链接</Typography.Text>
    </Modal>
  );
}

function ImageButton({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/jpeg,image/png,image/gif,image/webp"
      showUploadList={false}
      disabled={disabled || busy}
      customRequest={({ file }) => {
        const form = new FormData();
        form.append('file', file as File);
        setBusy(true);
        post<{ key: string; url: string; name: string }>(UPLOAD_PATH, form, { timeoutMs: 120_000 })
          .then((response) => {
            if (!response.status) return;
            const { key, url, name } = response.result;
            editor
              .chain()
              .focus()
              .setImage({ src: url, alt: name })
              .updateAttributes('image', { 'data-key': key })
              .run();
          })
          .finally(() => setBusy(false));
      }}
    >
      <Tooltip title="插入图片" zIndex={EDITOR_LIMITS.zIndex}>
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined />}
          aria-label="插入图片"
          loading={busy}
          disabled={disabled}
        />
      </Tooltip>
    </Upload>
  );
}
