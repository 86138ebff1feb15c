import { sql } from 'drizzle-orm';
import type { Database } from '@coach/server/platform/db.ts';
import type { FileStore } from '@coach/server/platform/files/fileStore.ts';

const DAY = 86400;

/** A one-page PDF saying what it is (demo only: real invoices come from the tax system). */
export function demoInvoicePdf(title: string): Buffer {
  const text = `Demo invoice ${title}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Demo invoice requests for the schools' recharges of the last months: the older ones
 * invoiced (a demo PDF uploaded), the recent ones waiting. Runs once.
 */
export async function seedInvoices(
  database: Database,
  files: FileStore,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_timing_invoice WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const recharges = await database.rows<{
    id: string;
    school_id: string;
    school_name: string;
    amount: string;
    create_time: string;
  }>(sql`
    SELECT l.id, l.school_id::text AS school_id, s.name AS school_name, l.amount, l.create_time FROM bbxc_timing_ledger l JOIN bbxc_school s ON s.id::text = l.school_id::text
    WHERE l.tenant_id = ${tenantId} AND l.kind = 1 ORDER BY l.create_time DESC LIMIT 24`);
  for (const [i, r] of recharges.entries()) {
    const applied = Math.min(Number(r.create_time) + DAY, now - 600);
    const done = now - applied > 20 * DAY;
    const applyNo = `KP${String(applied)}${String(i).padStart(2, '0')}`;
    const key = done
      ? await files.put(
          { tenantId, name: `发票${applyNo}.pdf`, contentType: 'application/pdf', createBy: null },
          demoInvoicePdf(applyNo),
        )
      : null;
    await database.rows(sql`INSERT INTO bbxc_timing_invoice (tenant_id, apply_no, school_id, school_name, title, tax_no, amount, status, file_key, file_name, upload_time, create_time)
      VALUES (${tenantId}, ${applyNo}, ${r.school_id}, ${r.school_name}, ${`南京${r.school_name}有限公司`}, ${`91320100MA1X${String(1000000 + Number(r.school_id)).slice(-6)}`},
        ${Number(r.amount)}, ${done ? 1 : 0}, ${key}, ${done ? `发票${applyNo}.pdf` : null}, ${done ? applied + 3 * DAY : null}, ${applied})`);
  }
}
