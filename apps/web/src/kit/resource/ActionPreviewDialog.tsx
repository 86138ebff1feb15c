import { Button, Descriptions, Modal, Result, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ActionDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { post } from '../../platform/http';
import type { Row } from './api';
import { FieldValue } from './FieldValue';

/**
 * The dialog of a previewed action (退款审核): the row's `about` fields, the figures the
 * preview call answers (the refund by the rule, from the server), then one of the declared
 * choices (拒绝, 通过并退款), each sending its values. Until the figures are in, only a
 * refusing choice can be pressed.
 */
export function ActionPreviewDialog({
  def,
  opened,
  onClose,
  onChoose,
}: {
  def: ResourceDef;
  opened: { action: ActionDef; row: Row } | undefined;
  onClose: () => void;
  onChoose: (send: Readonly<Record<string, number>>) => Promise<void>;
}) {
  const preview = opened?.action.preview;
  const figures = useQuery({
    queryKey: ['actionPreview', def.name, opened?.action.name, opened?.row.id],
    enabled: !!preview,
    // Asked fresh each time the dialog opens: the figures are what the server would do now.
    gcTime: 0,
    queryFn: async () => {
      const answer = await post<Record<string, unknown>>(preview!.path, { id: opened!.row.id }, { silent: true });
      if (!answer.status) throw new Error(answer.message);
      return answer.result;
    },
  });
  const about = (preview?.about ?? []).flatMap((key) => def.fields.filter((f) => f.key === key));
  const choices = opened?.action.choices ?? [];
  return (
    <Modal
      title={opened?.action.label}
      open={!!opened}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              danger={choice.danger}
              type={choice.danger ? 'default' : 'primary'}
              disabled={!choice.danger && !figures.data}
              onClick={() => void onChoose(choice.send)}
            >
              {choice.label}
            </Button>
          ))}
        </Space>
      }
    >
      {figures.isError ? (
        <Result status="warning" title={figures.error.message} />
      ) : !figures.data ? (
        <Spin />
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            ...about.map((field) => ({
              key: field.key,
              label: field.label,
              children: <FieldValue field={field} value={opened?.row[field.key]} mode="detail" />,
            })),
            ...(preview?.figures ?? []).map((figure) => {
              const value = String(figures.data[figure.key] ?? '-');
              return {
                key: figure.key,
                label: figure.label,
                children: (
                  <>
                    {figure.strong ? <b data-testid={`action-figure-${figure.key}`}>{value}</b> : value}
                    {figure.note}
                  </>
                ),
              };
            }),
          ]}
        />
      )}
    </Modal>
  );
}
