import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { post } from '@coach/web/platform/http.ts';

/**
 * 检测文本: pastes a text (a class description, a poster title) and lists which of the
 * tenant's sensitive words it contains, the same check the server runs on marked fields.
 */
interface CheckResult {
  passed: boolean;
  words: string[];
}

const MAX = 65535;

export function SensitiveCheckTool({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const check = useMutation({
    mutationFn: async (value: string) => {
      const response = await post<CheckResult>('/system/inner/sensitiveWord/v1/check', { text: value });
      if (!response.status) throw new Error(response.message);
      return response.result;
    },
  });

  const run = () => {
    if (!text.trim()) return;
    check.mutate(text);
  };

  return (
    <Modal
      title="检测文本"
      open={open}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      afterClose={() => {
        setText('');
        check.reset();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Input.TextArea
          aria-label="待检测文本"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 12 }}
          maxLength={MAX}
          showCount
          placeholder="粘贴或输入要检测的文字，例如班型介绍、海报标题"
        />
        <Button type="primary" onClick={run} loading={check.isPending} disabled={!text.trim()}>
          检测
        </Button>
        {check.data &&
          (check.data.passed ? (
            <Alert type="success" showIcon title="未发现敏感词" />
          ) : (
            <Alert
              type="error"
              showIcon
              title={`发现 ${check.data.words.length} 个敏感词`}
              description={
                <div data-testid="sensitive-hits" style={{ marginTop: 8 }}>
                  {check.data.words.map((word) => (
                    <Tag key={word} color="red" style={{ marginBottom: 4 }}>
                      {word}
                    </Tag>
                  ))}
                </div>
              }
            />
          ))}
        {check.isError && <Typography.Text type="danger">{check.error.message}</Typography.Text>}
      </Space>
    </Modal>
  );
}
