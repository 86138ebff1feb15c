import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
import { COURSEWARE_MOVE_TO_COURSE } from '../domain/courseware';
import { courseware } from '../domain/courseware';
import { post } from '@coach/web/platform/http.ts';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { DefinedList, type Row } from '@coach/web/kit/resource/index.ts';
import { PickerSelect } from '@coach/web/kit/resource/controls/PickerSelect.tsx';

const coursePicker = courseware.fields.find((f) => f.key === 'courseId')!.picker!;

/**
 * 课件管理: the definition's list (filtered by course, ordered within it, enabled/disabled)
 * with 移动到课程 for the ticked coursewares: they go to the end of the chosen course's list.
 */
export function CoursewarePage() {
  const [moving, setMoving] = useState<{ rows: readonly Row[]; reload: () => void }>();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async () => {
    if (!moving || !courseId) return;
    setBusy(true);
    try {
      const answer = await post(COURSEWARE_MOVE_TO_COURSE, { ids: moving.rows.map((r) => r.id), courseId });
      if (answer.status) {
        toastSuccess(answer.message || '移动成功');
        moving.reload();
        setMoving(undefined);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DefinedList
        def={courseware}
        toolbar={({ selected, actions }) =>
          actions.can('moveToCourse') ? (
            <Button
              disabled={!selected.length}
              onClick={() => {
                setCourseId(null);
                setMoving({ rows: selected, reload: actions.reload });
              }}
            >
              移动到课程
            </Button>
          ) : null
        }
      />
      <Modal
        title={`将${moving?.rows.length ?? 0}个课件移动到课程`}
        open={!!moving}
        okText="移动"
        okButtonProps={{ disabled: !courseId, loading: busy }}
        onOk={() => void move()}
        onCancel={() => setMoving(undefined)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="目标课程" required>
            <PickerSelect
              picker={coursePicker}
              value={courseId}
              onChange={(v) => setCourseId(typeof v === 'string' ? v : null)}
              placeholder="输入课程名称搜索"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
