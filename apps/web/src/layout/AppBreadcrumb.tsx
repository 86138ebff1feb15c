import { Breadcrumb } from 'antd';
import { breadcrumbOf, menuTitle } from './menuModel';

/** Group > folders > page, titled through the route table (spec §2). */
export function AppBreadcrumb({ pathname }: { pathname: string }) {
  const titles = breadcrumbOf(pathname, menuTitle);
  return (
    <div data-testid="breadcrumb" style={{ padding: '12px 16px 0', flex: 'none' }}>
      <Breadcrumb items={titles.map((title, i) => ({ key: `${i}-${title}`, title }))} />
    </div>
  );
}
