import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../platform/access';
import { breadcrumbEntries, crumbTarget, menuTitle } from './menuModel';

/**
 * Group > folders > page, titled through the route table (spec §2). Every level but the
 * last opens its page (a group or folder: its first page the user may see).
 */
export function AppBreadcrumb({ pathname }: { pathname: string }) {
  const access = useAccess();
  const crumbs = breadcrumbEntries(pathname, menuTitle);
  return (
    <div data-testid="breadcrumb" style={{ padding: '12px 16px 0', flex: 'none' }}>
      <Breadcrumb
        items={crumbs.map((crumb, i) => {
          const target = i < crumbs.length - 1 ? crumbTarget(access, crumb.path) : undefined;
          return {
            key: `${i}-${crumb.title}`,
            title: target && target !== pathname ? <Link to={target}>{crumb.title}</Link> : crumb.title,
          };
        })}
      />
    </div>
  );
}
