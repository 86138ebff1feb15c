import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FEEDBACK_REPLY_PATH, resourcesByName } from '@coach/domain/resources/index.ts';
import { FEEDBACK_REPLY_MAX } from '../domain';
import { buttonCode } from '@coach/domain/resources/types.ts';
import { post } from '@coach/web/platform/http.ts';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { useAccess } from '@coach/web/platform/access.tsx';
import { FieldValue, NewestNotice, useShownRecord } from '@coach/web/kit/resource/index.ts';
import { detailQuery } from '@coach/web/kit/resource/ResourceFormDrawer.tsx';

const def = resourcesByName.feedback;
const REQUIRED = '回复内容：该输入项为必填项!';

/**
 * 反馈详情: the feedback as sent, and below it the reply. Unanswered feedback offers the reply
 * form to holders of the reply button; a reply is final (the server refuses a second one), so
 * once given it is shown, never edited.
 */
export function FeedbackDetailPage() {
  const [params] = useSearchParams();
  const shown = useShownRecord(def, params.get('id'));
  const id = shown.id;
  const navigate = useNavigate();
  const client = useQueryClient();
  const access = useAccess();
  const [form] = Form.useForm<{ replyContent: string }>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const detail = useQuery({ ...detailQuery(def, id), enabled: !!id });
  const data = detail.data;
  const answered = Number(data?.replyStatus) === 1;

  const submit = async ({ replyContent }: { replyContent: string }) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const response = await post(FEEDBACK_REPLY_PATH, { id, replyContent }, { silent: true });
      if (!response.status) {
        setRefusal(response.message);
        return;
      }
      toastSuccess(response.message || '回复成功');
      form.resetFields();
      await client.invalidateQueries({ queryKey: ['resource', def.name] });
    } finally {
      setSending(false);
    }
  };

  const fields = def.fields.filter(
    (f) => f.detail !== false && !['replyContent', 'replyTime', 'replierName', 'replyStatus'].includes(f.key),
  );
  const item = (key: string) => {
    const field = def.fields.find((f) => f.key === key)!;
    return { key, label: field.label, children: <FieldValue field={field} value={data?.[key]} mode="detail" /> };
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="反馈详情" extra={<Button onClick={() => navigate(def.route)}>返回</Button>}>
        {shown.fallback && <NewestNotice />}
        {!id && !shown.loading && <Alert type="warning" showIcon title="请从意见反馈列表选择要查看的反馈" />}
        {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
        <Spin spinning={detail.isLoading}>
          {data && (
            <Descriptions
              bordered
              column={2}
              size="small"
              items={fields.map((f) => ({
                ...item(f.key),
                span: f.kind === 'textarea' || f.kind === 'images' ? 2 : 1,
              }))}
            />
          )}
        </Spin>
      </Card>
      {data && (
        <Card title="回复" data-testid="feedback-reply">
          {answered ? (
            <Descriptions
              bordered
              column={1}
              size="small"
              items={['replyStatus', 'replyContent', 'replierName', 'replyTime'].map(item)}
            />
          ) : access.hasButton(buttonCode(def, 'reply')) ? (
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
              <Form.Item
                name="replyContent"
                label="回复内容"
                rules={[
                  { required: true, whitespace: true, message: REQUIRED },
                  { max: FEEDBACK_REPLY_MAX, message: `回复内容：最多输入${FEEDBACK_REPLY_MAX}个字符!` },
                ]}
              >
                <Input.TextArea
                  maxLength={FEEDBACK_REPLY_MAX}
                  showCount
                  autoSize={{ minRows: 4, maxRows: 10 }}
                  placeholder="请输入回复内容，回复后不可修改"
                />
              </Form.Item>
              {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
              <Button type="primary" htmlType="submit" loading={sending}>
                提交回复
              </Button>
            </Form>
          ) : (
            <Alert type="info" showIcon title="暂未回复" />
          )}
        </Card>
      )}
    </Space>
  );
}
