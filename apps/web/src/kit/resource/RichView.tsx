import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshImageSources } from './controls/richImages';
import { fileUrlQuery } from './fileUrl';

/**
 * Stored rich text shown as it will read: the HTML is the server's sanitised copy (every rich
 * field passes sanitize-html before it is stored, engine/sanitizeRich), so it is rendered as
 * is; keyed images get fresh signed URLs first.
 */
export function RichView({ html, maxHeight }: { html: string; maxHeight?: number }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(html);
  useEffect(() => {
    let cancelled = false;
    setShown(html);
    void refreshImageSources(html, (key) => queryClient.fetchQuery(fileUrlQuery(key))).then((fresh) => {
      if (!cancelled) setShown(fresh);
    });
    return () => {
      cancelled = true;
    };
  }, [html, queryClient]);
  return (
    <div
      className="coach-rich-content"
      style={{ maxHeight, overflow: 'auto', minHeight: 0 }}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
