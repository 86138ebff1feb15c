/**
 * Images in stored rich text carry their file key in `data-key` and a signed `src` that
 * expires after a few hours. Before such text is shown again every keyed image gets a fresh
 * URL for its key; images without a key (outside links) are left alone. Returns the same
 * string when nothing changed, so callers can tell.
 */
export async function refreshImageSources(html: string, urlOfKey: (key: string) => Promise<string>): Promise<string> {
  if (!html || !html.includes('data-key')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[data-key]')];
  let changed = false;
  await Promise.all(
    images.map(async (img) => {
      const key = img.getAttribute('data-key') ?? '';
      const url = key ? await urlOfKey(key).catch(() => '') : '';
      if (url && url !== img.getAttribute('src')) {
        img.setAttribute('src', url);
        changed = true;
      }
    }),
  );
  return changed ? doc.body.innerHTML : html;
}
