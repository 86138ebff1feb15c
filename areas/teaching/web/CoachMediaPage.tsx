import { useState } from 'react';
import { Modal } from 'antd';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { ResourceList, RowButton } from '@coach/web/kit/resource/index.ts';
import { post } from '@coach/web/platform/http.ts';

type Media = { url: string; kind: 'image' | 'video'; title: string };

/**
 * 教练基本信息 and 教练视频: the definition's list, and per row 查看/播放 asking the record's
 * own play call for a signed address from the file service, shown in a dialog (a video plays
 * there, with its controls). A file the store no longer holds is said by the server's message.
 */
export function CoachMediaPage({ def, titleKey }: { def: ResourceDef; titleKey: string }) {
  const [media, setMedia] = useState<Media>();
  const play = def.actions?.find((a) => a.name === 'play');
  const path = def.api.list!.replace(/\/list$/, '/play');
  return (
    <>
      <ResourceList
        def={def}
        rowActions={(row, { actions }) =>
          play && actions.can('play') ? (
            <RowButton
              onClick={async () => {
                const answer = await post<{ url: string; kind: 'image' | 'video' }>(path, { id: row.id });
                if (answer.status) setMedia({ ...answer.result, title: String(row[titleKey] ?? def.title) });
              }}
            >
              {play.label}
            </RowButton>
          ) : null
        }
      />
      <Modal
        open={!!media}
        title={media?.title}
        footer={null}
        onCancel={() => setMedia(undefined)}
        destroyOnHidden
        width={720}
      >
        {media?.kind === 'video' ? (
          <video
            data-testid="coach-media-video"
            src={media.url}
            controls
            autoPlay
            muted
            style={{ width: '100%', maxHeight: 480, background: '#000' }}
          />
        ) : media ? (
          <img data-testid="coach-media-image" src={media.url} alt={media.title} style={{ maxWidth: '100%' }} />
        ) : null}
      </Modal>
    </>
  );
}
