import { useEffect, useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { evictCached } from '../app/keepAlive/evict';
import { post } from '../platform/http';
import { getChosenChannel, setChosenChannel, useSession } from '../platform/session';
import { CHANNEL_GROUP } from './menuModel';

/**
 * Staff acting in the channel area pick the channel here; the choice goes to sessionStorage
 * `channelId` and from there into the `bbxc-channel-id` header. Without a choice the first
 * channel is taken, so the channel pages always have one to show. If the list cannot be
 * loaded the selector just stays empty.
 */
interface ChannelRow {
  id: string;
  name: string;
}

interface Page<T> {
  list: T[];
  total: number;
}

export function ChannelSelector() {
  useSession(); // re-render when the choice changes
  const chosen = getChosenChannel();
  const { data, isLoading } = useQuery({
    queryKey: ['channel-selector'],
    queryFn: async () => {
      const response = await post<Page<ChannelRow>>(
        '/bbxc/tenant/inner/channel/v1/list',
        { pageNum: 1, pageSize: 100 },
        { quiet: true },
      );
      return response.status ? (response.result?.list ?? []) : [];
    },
  });
  const channels = useMemo(() => data ?? [], [data]);

  const choose = (id: string | undefined) => {
    setChosenChannel(id);
    // Pages loaded for the previous channel are stale: forgotten, and the one on screen
    // comes back as a fresh instance that loads with the new channel.
    evictCached((key) => key.startsWith(CHANNEL_GROUP + '/'));
  };

  useEffect(() => {
    if (!chosen && channels.length) {
      setChosenChannel(channels[0].id);
      evictCached((key) => key.startsWith(CHANNEL_GROUP + '/'));
    }
  }, [chosen, channels]);

  return (
    <Select
      data-testid="channel-selector"
      aria-label="选择渠道"
      placeholder="请选择渠道"
      style={{ width: 200 }}
      loading={isLoading}
      value={channels.some((c) => c.id === chosen) ? chosen : undefined}
      options={channels.map((c) => ({ value: c.id, label: c.name }))}
      onChange={(value: string) => choose(value)}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="暂无渠道"
    />
  );
}
