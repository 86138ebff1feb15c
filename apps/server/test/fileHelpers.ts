import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../src/platform/auth/password';
import type { TestApp } from './testApp';

export const FILE_BASE = '/api/common/inner/file/v1';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200), Buffer.from([0xff, 0xd9])]);

/**
 * A photograph-like JPEG: coarse shapes (noise enlarged) under fine grain, so its thumbnail
 * keeps detail to encode, as a real photo's does; 3000×2000 is about 2 MB.
 */
export async function photoJpeg(width = 3000, height = 2000, options: { orientation?: number } = {}): Promise<Buffer> {
  const shapes = await sharp({
    create: {
      width: width / 10,
      height: height / 10,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const photo = sharp(shapes)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 });
  return (options.orientation ? photo.withMetadata({ orientation: options.orientation }) : photo).toBuffer();
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----coach${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  t: TestApp,
  token: string,
  file: { name: string; bytes: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(fields, file);
  const response = await t.built.app.inject({
    method: 'POST',
    url: `${FILE_BASE}/upload`,
    payload,
    headers: { 'ctl-token': token, 'content-type': contentType },
  });
  return {
    http: response.statusCode,
    body: response.json() as { status: boolean; code: string; message: string; result: any },
  };
}

export function download(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.built.app.inject({ method: 'GET', url, headers });
}

/** A second tenant with an administrator of its own; returns that administrator's token. */
export async function otherTenantAdmin(t: TestApp): Promise<string> {
  const { database } = t.services;
  const account = `other${randomBytes(3).toString('hex')}`;
  const hash = await hashPassword('Other2026');
  const [tenant] = await database.rows<{ id: string }>(
    sql`INSERT INTO sys_tenant (name, code) VALUES ('另一家驾校', ${account}) RETURNING id`,
  );
  const [role] = await database.rows<{ id: string }>(sql`
    INSERT INTO sys_role (tenant_id, role_name, role_code, is_default) VALUES (${tenant.id}, '超级管理员', 'BBFW_ADMIN', 1) RETURNING id`);
  const [user] = await database.rows<{ id: string }>(sql`
    INSERT INTO sys_user (tenant_id, account, password_hash, name, enterprise_type) VALUES (${tenant.id}, ${account}, ${hash}, '他校管理员', 1)
    RETURNING id`);
  await database.rows(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${user.id}, ${role.id})`);
  return t.login(account, 'Other2026');
}

export interface ZipListing {
  name: string;
  bytes: Buffer;
  crcOk: boolean;
  utf8: boolean;
}

/** Reads a zip through its central directory, the way unzip and Explorer do. */
export function readZip(zip: Buffer): ZipListing[] {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: ZipListing[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(dataAt, dataAt + size);
    out.push({ name, bytes, crcOk: crc32(bytes) === crc, utf8: (flags & 0x800) !== 0 });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}
