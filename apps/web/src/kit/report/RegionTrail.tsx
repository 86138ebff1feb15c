import { Breadcrumb } from 'antd';
import type { ReportAnswer } from '@coach/domain/reports/index.ts';

/**
 * Where a region report stands: 全国 > 江苏省 > 南京市, each place a link back up to its
 * level (the rows of a place are the places within it).
 */
export function RegionTrail({
  answer,
  onChoose,
}: {
  answer: ReportAnswer | undefined;
  onChoose: (code: string) => void;
}) {
  const path = answer?.region ?? [];
  const items = [{ code: '', name: '全国' }, ...path].map((place, i, all) => ({
    key: place.code || 'country',
    title:
      i === all.length - 1 ? (
        <span>{place.name}</span>
      ) : (
        <a
          onClick={(e) => {
            e.preventDefault();
            onChoose(place.code);
          }}
          href="#"
        >
          {place.name}
        </a>
      ),
  }));
  return <Breadcrumb data-testid="region-trail" items={items} />;
}
