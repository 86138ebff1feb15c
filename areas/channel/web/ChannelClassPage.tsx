import { resourcesByName } from '@coach/domain/resources/index.ts';
import { DefinedList, extraColumn, insertAfter } from '@coach/web/kit/resource/index.ts';

/** 渠道班型: the classes on the shelf, with this channel's own orders and amount beside each. */
const def = resourcesByName.channelClass;

export function ChannelClassPage() {
  return (
    <DefinedList
      def={def}
      columns={(columns) =>
        insertAfter(
          insertAfter(columns, 'price', extraColumn('orderCount', '渠道订单数', { figure: true })),
          'orderCount',
          extraColumn('orderAmount', '渠道成交额(元)', { figure: true }),
        )
      }
    />
  );
}
