import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { FieldValue } from './FieldValue';
import { ImageUpload } from './controls/ImageUpload';

// Issue 36: lists downloaded every picture whole (up to 10 MB) to show it 40 px wide. Small
// pictures now ask for the file's thumbnail; opening one shows the picture itself.
const KEY = 'k'.repeat(32);
const SIGNED = `/api/common/inner/file/v1/download?key=${KEY}&exp=1767200400&sig=abc`;
const THUMB = `${SIGNED}&variant=thumb`;

function serveSignedUrls() {
  fakeServer({ '/common/inner/file/v1/getDownloadUrl': () => ({ result: { url: SIGNED, expireTime: 1767200400 } }) });
  signIn();
}

const photo: FieldDef = { key: 'image', label: '广告图片', kind: 'image' };

describe('pictures shown small', () => {
  it('show the thumbnail in a list cell and the picture itself when opened', async () => {
    serveSignedUrls();
    renderPage(<FieldValue field={photo} value={KEY} />, '/');
    const cell = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image img');
      expect(img?.getAttribute('src')).toBe(THUMB);
      return img!;
    });
    fireEvent.click(cell);
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe(SIGNED));
  });

  it('show the thumbnail in the detail view too', async () => {
    serveSignedUrls();
    const gallery: FieldDef = { key: 'images', label: '图片', kind: 'images' };
    renderPage(<FieldValue field={gallery} value={JSON.stringify([KEY])} mode="detail" />, '/');
    await waitFor(() => expect(document.querySelector('.ant-image img')?.getAttribute('src')).toBe(THUMB));
  });

  it("show the thumbnail in the upload control's tile, whose preview opens the picture", async () => {
    serveSignedUrls();
    renderPage(<ImageUpload value={KEY} />, '/');
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item img')?.getAttribute('src')).toBe(THUMB));
    expect(screen.getByTitle('预览文件').closest('a')?.getAttribute('href')).toBe(SIGNED);
  });
});
