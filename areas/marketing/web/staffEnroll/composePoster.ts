/**
 * The poster image with the QR code printed in its lower right corner (30 % of the width,
 * on a white square), as a PNG. Both images are same-origin (a signed file-store URL and a
 * data URL), so the canvas can be read back.
 */
export async function composePoster(posterUrl: string, qrcodeDataUrl: string): Promise<Blob> {
  const [poster, qrcode] = await Promise.all([loadImage(posterUrl), loadImage(qrcodeDataUrl)]);
  const canvas = document.createElement('canvas');
  canvas.width = poster.naturalWidth;
  canvas.height = poster.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('浏览器不支持生成海报');
  context.drawImage(poster, 0, 0);
  const size = Math.round(canvas.width * 0.3);
  const margin = Math.round(canvas.width * 0.04);
  const pad = Math.round(size * 0.05);
  const x = canvas.width - size - margin;
  const y = canvas.height - size - margin;
  context.fillStyle = '#fff';
  context.fillRect(x - pad, y - pad, size + pad * 2, size + pad * 2);
  context.drawImage(qrcode, x, y, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('生成海报失败'))), 'image/png'),
  );
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('海报图片加载失败'));
    image.src = src;
  });
}
