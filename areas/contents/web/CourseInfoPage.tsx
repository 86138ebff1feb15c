import { useMemo, useState } from 'react';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Tabs, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { chapter, course } from '../domain/course';
import { exercise } from '../domain/exercise';
import { courseVideo } from '../domain/courseVideo';
import { skill } from '../domain/skill';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { post } from '@coach/web/platform/http.ts';
import { ResourceList } from '@coach/web/kit/resource/index.ts';
import { detailOf, resultOf } from '@coach/web/kit/resource/api.ts';
import { detailItems } from '@coach/web/kit/resource/ResourceDetail.tsx';
import { TreePage } from '@coach/web/kit/tree/TreePage.tsx';
import type { TreeNode } from '@coach/web/kit/tree/treeIndex.ts';

type Option = { value: string; title: string; children?: Option[] };
const optionsOf = (nodes: readonly TreeNode[] = []): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: String(n.name),
    children: n.children?.length ? optionsOf(n.children) : undefined,
  }));

/** The first section (or chapter) of a course: where its exercises and videos open. */
function firstLeaf(nodes: readonly TreeNode[] = []): string | undefined {
  const first = nodes[0];
  return first ? (firstLeaf(first.children) ?? first.id) : undefined;
}

/** A list of one chapter or section, chosen above it. */
function ChapterList({
  def,
  chapters,
  chosen,
  onChoose,
}: {
  def: ResourceDef;
  chapters: Option[];
  chosen?: string;
  onChoose: (id: string) => void;
}) {
  const params = useMemo(() => (chosen ? { chapterId: chosen } : undefined), [chosen]);
  const extras = useMemo(() => ({ fixed: params }), [params]);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Space>
        <span>章节：</span>
        <TreeSelect
          aria-label="章节"
          style={{ width: 360 }}
          treeData={chapters}
          value={chosen}
          onChange={onChoose}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder="请选择章或节"
          data-testid={`${def.name}-chapter`}
        />
      </Space>
      {params ? (
        <ResourceList key={chosen} def={def} params={params} formExtras={extras} localState />
      ) : (
        <Empty description="请先选择章或节" />
      )}
    </Space>
  );
}

/**
 * 课程信息 of one course (`?id=`, opened from its category's course page): what the course is,
 * its chapters and sections (the same tree, edited here too), and per chapter or section its
 * 习题 (with xlsx import) and 视频, and the course's 答题技巧.
 */
export function CourseInfoPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Opened without a course (from a bookmark, or the route alone): the first course there is.
  const first = useQuery({
    queryKey: ['resource', course.name, 'list', 'first'],
    queryFn: async () =>
      resultOf(await post<{ list: { id: string }[] }>(course.api.list!, { level: 1, pageNum: 1, pageSize: 1 })),
    enabled: !search.get('id'),
  });
  const id = search.get('id') ?? first.data?.list[0]?.id ?? '';
  const info = useQuery({
    queryKey: ['resource', course.name, 'detail', id],
    queryFn: async () => resultOf(await detailOf(course, id)),
    enabled: !!id,
  });
  const tree = useQuery({
    queryKey: ['resource', chapter.name, 'tree', { rootId: id }],
    queryFn: async () => resultOf(await post<TreeNode[]>(chapter.api.tree!, { rootId: id })),
    enabled: !!id,
  });
  const chapters = useMemo(() => optionsOf(tree.data?.[0]?.children), [tree.data]);
  // The chapter chosen belongs to the course it was chosen in (the page may show another later).
  const [chosen, setChosenOf] = useState<{ course: string; chapter: string }>();
  const setChosen = (chapterId: string) => setChosenOf({ course: id, chapter: chapterId });
  const current = chosen?.course === id ? chosen.chapter : firstLeaf(tree.data?.[0]?.children);
  const params = useMemo(() => ({ rootId: id }), [id]);
  const skillParams = useMemo(() => ({ courseId: id }), [id]);
  const skillExtras = useMemo(() => ({ fixed: skillParams }), [skillParams]);

  if (!id)
    return first.isLoading ? (
      <Spin />
    ) : (
      <Result status="info" title="还没有课程" subTitle="请先在各车型的课程目录中新增课程" />
    );
  if (info.isError)
    return (
      <Result status="error" title={info.error.message} extra={<Button onClick={() => navigate(-1)}>返回</Button>} />
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="course-info">
      <Card
        size="small"
        title={`课程信息：${String(info.data?.name ?? '')}`}
        extra={<Button onClick={() => navigate(-1)}>返回</Button>}
      >
        <Spin spinning={info.isLoading}>
          {info.data && <Descriptions bordered size="small" column={3} items={detailItems(course, info.data)} />}
        </Spin>
      </Card>
      <Tabs
        items={[
          { key: 'chapters', label: '章节目录', children: <TreePage def={chapter} params={params} /> },
          {
            key: 'exercises',
            label: '习题',
            children: <ChapterList def={exercise} chapters={chapters} chosen={current} onChoose={setChosen} />,
          },
          {
            key: 'videos',
            label: '视频',
            children: <ChapterList def={courseVideo} chapters={chapters} chosen={current} onChoose={setChosen} />,
          },
          {
            key: 'skills',
            label: '答题技巧',
            children: <ResourceList def={skill} params={skillParams} formExtras={skillExtras} localState />,
          },
        ]}
      />
    </Space>
  );
}
