import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import {
  DefinedList,
  ResourceDetailPage,
  ResourceFormPage,
  RouteLink,
  RowButton,
  type Row,
  type RowColumn,
} from '@coach/web/kit/resource/index.ts';

const coach = resourcesByName.examCoach;
const car = resourcesByName.examCar;
const notice = resourcesByName.examNotice;
const NOTICE_EDIT = '/operates/noticeMag/edit';
const NOTICE_DETAIL = '/operates/noticeMag/detail';

/**
 * A review list whose first column (name, plate) opens the record's own page
 * (/coachDetail/:id, /carDetail/:id) with its review buttons; 详情 keeps the quick drawer.
 */
function ReviewList({ def, detailRoute }: { def: ResourceDef; detailRoute: string }) {
  const linkFirst = (columns: RowColumn[]) =>
    columns.map((c, i) =>
      i === 0
        ? {
            ...c,
            render: (value: unknown, row: Row) => (
              <RouteLink to={`${detailRoute}/${encodeURIComponent(row.id)}`}>{String(value ?? '-')}</RouteLink>
            ),
          }
        : c,
    );
  return <DefinedList def={def} columns={linkFirst} />;
}

/** 教练管理: applications reviewed with 同意/拒绝, agreed coaches released with 解除. */
export const CoachListPage = () => <ReviewList def={coach} detailRoute="/operates/coachMag/coachDetail" />;
export const CoachDetailPage = () => <ResourceDetailPage def={coach} />;

/** 车辆管理: cars approved (通过) or rejected (驳回), approved ones relieved (解除). */
export const CarListPage = () => <ReviewList def={car} detailRoute="/operates/carMag/carDetail" />;
export const CarDetailPage = () => <ResourceDetailPage def={car} />;

/**
 * 公告管理: 新增 on /add, 编辑 on /edit?id=, 详情 on /detail?id=; 提交审核, 撤销提交, 审核通过,
 * 撤回 and 删除 come from the definition (each only where the notice's state allows it).
 */
export function NoticeListPage() {
  const navigate = useNavigate();
  return (
    <DefinedList
      def={notice}
      onEdit={(row) => navigate(`${NOTICE_EDIT}?id=${encodeURIComponent(row.id)}`, { state: { noCache: true } })}
      rowActions={(row) => (
        <RowButton onClick={() => navigate(`${NOTICE_DETAIL}?id=${encodeURIComponent(row.id)}`)}>查看</RowButton>
      )}
    />
  );
}
export const NoticeFormPage = () => <ResourceFormPage def={notice} />;
export const NoticeDetailPage = () => <ResourceDetailPage def={notice} />;
