import { Empty, Skeleton } from 'antd';

/**
 * What a table shows where it has no rows. Until its first answer it has none because none has
 * come yet, not because there are none: a skeleton of rows under the spinner then, and 暂无数据
 * only once the server has said so (a page that read 暂无数据 for the 1–3 s of its first call
 * looked empty). Later loads keep the last rows (`keepPreviousData`), so this is the first one.
 */
export function tableEmptyText(waiting: boolean, emptyText = '暂无数据') {
  return waiting ? (
    <div data-testid="table-waiting" aria-label="加载中" role="status">
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  );
}
