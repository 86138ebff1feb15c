import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { FILE_VARIANT_PARAM, ResponseCode, THUMBNAIL_VARIANT } from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { ctxOf } from '../../platform/requestContext';
import { parseBody } from '../../platform/validate';
import { FILE_KEY_PATTERN, newFileKey } from '../../platform/files/fileStore';
import { checkAnnouncedFile, cleanFileName, contentTypeOf, FILE_MESSAGES } from '../../platform/files/fileTypes';
import { createUrlSigner } from '../../platform/files/signedUrl';
import { sendStoredFile, sendThumbnail } from './fileDownload';
import { createThumbnails } from './fileThumbnails';
import { sendZip } from './fileZip';

const base = '/api/common/inner/file/v1';
const UPLOAD_TOKEN_SECONDS = 600;
/**
 * The owner is part of the key: only the user who asked for a token can find (and so spend)
 * it; anyone else's request misses and leaves it for its owner.
 */
const tokenKey = (owner: { tenantId: string; userId: string }, token: string) =>
  `file:upload:${owner.tenantId}:${owner.userId}:${token}`;

interface UploadGrant {
  key: string;
  tenantId: string;
  userId: string;
}

const tokenBody = z.object({
  fileName: z.string({ error: '请选择文件' }).min(1, '请选择文件').max(1000),
  contentType: z.string().max(200).optional(),
  size: z.number({ error: '文件大小不正确' }).int('文件大小不正确').nonnegative('文件大小不正确'),
});

const keyBody = z.object({
  key: z.string({ error: '文件不存在' }).regex(FILE_KEY_PATTERN, '文件不存在'),
});

const zipBody = z.object({
  keys: z
    .array(z.string().regex(FILE_KEY_PATTERN, '文件不存在'), { error: '请选择要下载的文件' })
    .min(1, '请选择要下载的文件')
    .max(500, '一次最多打包500个文件'),
  name: z.string().max(100, '文件名不能超过100个字符').optional(),
});

/** Upload, signed download and zip bundling of the file store (family `common`). */
export function fileRoutes(app: FastifyInstance, services: Services) {
  const { config, kv, files, database } = services;
  const signer = createUrlSigner(database);
  const thumbnails = createThumbnails(files, app.log);

  // A token fixes the key before the bytes arrive, so a page can save the record and upload
  // in either order; it is single use and bound to the user who asked for it.
  app.post(`${base}/getUploadToken`, async (request) => {
    const ctx = ctxOf(request);
    const body = parseBody(tokenBody, request.body);
    checkAnnouncedFile(body.fileName, body.size, config.fileMaxBytes);
    const token = randomBytes(24).toString('base64url');
    const grant: UploadGrant = { key: newFileKey(), tenantId: ctx.tenantId, userId: ctx.userId };
    await kv.set(tokenKey(ctx, token), grant, UPLOAD_TOKEN_SECONDS);
    return ok({
      token,
      key: grant.key,
      uploadUrl: `${base}/upload`,
      expireTime: Math.floor(Date.now() / 1000) + UPLOAD_TOKEN_SECONDS,
    });
  });

  app.post(`${base}/getDownloadUrl`, async (request) => {
    const ctx = ctxOf(request);
    const { key } = parseBody(keyBody, request.body);
    const [meta] = await files.stat([key], ctx.tenantId);
    if (!meta) throw new BizError('文件不存在', ResponseCode.NOT_FOUND);
    return ok(await signer.sign(key));
  });

  // No session header on an <img src>: the signature in the URL is the permission. The same
  // signature opens the file's thumbnail (`variant=thumb`): a smaller copy of what it opens.
  app.get(`${base}/download`, { config: { auth: 'signed' } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const key = query.key ?? '';
    const variant = query[FILE_VARIANT_PARAM];
    const valid =
      FILE_KEY_PATTERN.test(key) &&
      (variant === undefined || variant === THUMBNAIL_VARIANT) &&
      (await signer.verify(key, query.exp ?? '', query.sig ?? ''));
    if (!valid) throw new BizError('下载链接无效或已过期', ResponseCode.FORBIDDEN, 403);
    if (variant) return sendThumbnail(request, reply, files, thumbnails, key, Number(query.exp));
    return sendStoredFile(request, reply, files, key, Number(query.exp));
  });

  app.post(`${base}/downloadZip`, async (request, reply) => {
    const ctx = ctxOf(request);
    const body = parseBody(zipBody, request.body);
    return sendZip(reply, files, ctx.tenantId, [...new Set(body.keys)], body.name ?? '');
  });

  // Multipart is parsed only on this route; the rest of the API keeps its JSON body limit.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.fileMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(`${base}/upload`, async (request) => {
      const ctx = ctxOf(request);
      const upload = await readUpload(request, config.fileMaxBytes);
      // Content first: a refused file does not use up the token, so the page can retry.
      const contentType = contentTypeOf(upload.name, upload.bytes, config.fileMaxBytes);
      let key: string | undefined;
      if (upload.token) {
        const grant = await kv.take<UploadGrant>(tokenKey(ctx, upload.token));
        if (!grant || grant.tenantId !== ctx.tenantId || grant.userId !== ctx.userId) {
          throw new BizError('上传凭证无效或已过期，请重新上传');
        }
        key = grant.key;
      }
      const stored = await files.put(
        { tenantId: ctx.tenantId, name: upload.name, contentType, createBy: ctx.userId, key },
        upload.bytes,
      );
      thumbnails.prepare(
        { key: stored, tenantId: ctx.tenantId, name: upload.name, contentType, size: upload.bytes.length },
        upload.bytes,
      );
      const { url } = await signer.sign(stored);
      return ok({ key: stored, name: upload.name, size: upload.bytes.length, contentType, url });
    });
  });
}

interface Upload {
  name: string;
  bytes: Buffer;
  token?: string;
}

/** The `file` part (read into memory: at most the size limit) and the optional `token` field. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new BizError(FILE_MESSAGES.noName);
  let file: { name: string; bytes: Buffer } | undefined;
  let token: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'token' && typeof part.value === 'string' && part.value) token = part.value;
      } else if (part.fieldname === 'file' && !file) {
        file = { name: cleanFileName(part.filename ?? ''), bytes: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BizError(FILE_MESSAGES.tooLarge(maxBytes));
    throw error;
  }
  if (!file || !file.name) throw new BizError(FILE_MESSAGES.noName);
  return { ...file, token };
}
