import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@coach/server/platform/envelope.ts';
import { contentDisposition } from '@coach/server/platform/files/contentDisposition.ts';

/**
 * Where a student lands after scanning a channel's (or a member's) code: the enrolment page
 * of the student H5, served from the same origin as the console, carrying who recruited them.
 */
export function enrolUrl(
  request: FastifyRequest,
  params: { tenantId: string; channelId: string; memberId?: string },
): string {
  const query = new URLSearchParams({
    t: params.tenantId,
    c: params.channelId,
    ...(params.memberId ? { m: params.memberId } : {}),
  });
  return `${request.protocol}://${request.host}/h5/enroll?${query}`;
}

/**
 * Answers a QR code: the PNG itself (downloaded by the page as a blob) or, when the body asks
 * `format: 'base64'`, a data URL inside the usual envelope for an <img> preview.
 */
export async function sendQrcode(reply: FastifyReply, text: string, fileName: string, format: unknown) {
  // Loaded on the first code drawn, not at every start.
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, { type: 'png', width: 400, margin: 2, errorCorrectionLevel: 'M' });
  if (format === 'base64') return ok({ url: text, dataUrl: `data:image/png;base64,${png.toString('base64')}` });
  return reply
    .header('content-type', 'image/png')
    .header('content-disposition', contentDisposition(fileName.endsWith('.png') ? fileName : `${fileName}.png`))
    .header('x-qrcode-url', encodeURI(text))
    .send(png);
}
