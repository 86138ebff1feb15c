import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { post } from '@coach/web/platform/http.ts';
import { formatTime } from '@coach/domain/format/time.ts';
import { MONITOR_CALL, QUEUE_TITLES, type MonitorOverview } from '../domain/monitor';

/**
 * 系统监控: the process that answers, the database and its standbys, the shared store, the
 * job queue's work (备案推送: waiting, in hand, failed), every process alive (their heartbeats)
 * and the slowest calls of the last hour over all of them, read again every 10 s while open.
 */
const up = (ok: boolean, ms: number) =>
  ok ? <Tag color="success">正常 · {ms} ms</Tag> : <Tag color="error">异常</Tag>;

function duration(seconds: number) {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${days ? `${days}天` : ''}${hours ? `${hours}小时` : ''}${minutes}分钟`;
}

export default function MonitorPage() {
  const query = useQuery({
    queryKey: ['system', 'monitor'],
    queryFn: async () => {
      const response = await post<MonitorOverview>(MONITOR_CALL.replace(/^\/api/, ''), {});
      if (!response.status) throw new Error(response.message);
      return response.result;
    },
    refetchInterval: 10_000,
  });
  if (query.isError) return <Alert type="error" showIcon message={(query.error as Error).message} />;
  const data = query.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="服务进程" size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="进程号">{data.process.pid}</Descriptions.Item>
            <Descriptions.Item label="Node.js">{data.process.node}</Descriptions.Item>
            <Descriptions.Item label="启动时间">{formatTime(data.process.startedAt)}</Descriptions.Item>
            <Descriptions.Item label="已运行">{duration(data.process.uptimeSeconds)}</Descriptions.Item>
            <Descriptions.Item label="内存">
              {data.process.rssMb} MB（堆 {data.process.heapUsedMb} MB）
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="数据库与缓存" size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={`数据库（${data.database.kind}）`}>
              {up(data.database.ok, data.database.ms)}
            </Descriptions.Item>
            {data.database.standbys.map((s) => (
              <Descriptions.Item key={s.name} label={`只读副本 ${s.name}`}>
                {s.up ? <Tag color="success">延迟 {s.lagMs} ms</Tag> : <Tag color="error">不可用</Tag>}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={`共享存储（${data.store.kind}）`}>
              {up(data.store.ok, data.store.ms)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="后台任务" size="small">
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={data.queues}
            columns={[
              { title: '任务', dataIndex: 'name', render: (name: string) => QUEUE_TITLES[name] ?? name },
              { title: '等待中', dataIndex: 'created', align: 'right' },
              { title: '待重试', dataIndex: 'retry', align: 'right' },
              { title: '执行中', dataIndex: 'active', align: 'right' },
              { title: '已完成', dataIndex: 'completed', align: 'right' },
              {
                title: '失败',
                dataIndex: 'failed',
                align: 'right',
                render: (n: number) => (n ? <Tag color="error">{n}</Tag> : n),
              },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="运行中的进程" size="small">
          <Table
            size="small"
            rowKey={(p) => `${p.host}:${p.pid}:${p.startedAt}`}
            pagination={false}
            dataSource={data.processes}
            columns={[
              { title: '主机', dataIndex: 'host' },
              {
                title: '进程号',
                dataIndex: 'pid',
                render: (pid: number, p) =>
                  p.current ? (
                    <>
                      {pid} <Tag color="processing">当前</Tag>
                    </>
                  ) : (
                    pid
                  ),
              },
              { title: '版本', dataIndex: 'version' },
              { title: '启动时间', dataIndex: 'startedAt', render: (at: number) => formatTime(at) },
              { title: '最后心跳', dataIndex: 'lastBeat', render: (at: number) => formatTime(at) },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="最慢接口（近1小时）" size="small">
          <Table
            size="small"
            rowKey="path"
            pagination={false}
            dataSource={data.slowCalls}
            columns={[
              { title: '接口', dataIndex: 'name', render: (name: string | undefined, row) => name ?? row.path },
              { title: '路径', dataIndex: 'path' },
              { title: '调用次数', dataIndex: 'count', align: 'right' },
              { title: 'P95（毫秒）', dataIndex: 'p95Ms', align: 'right' },
              { title: '最长（毫秒）', dataIndex: 'maxMs', align: 'right' },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
