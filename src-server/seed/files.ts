/**
 * Demo files (spec §7 "Files"): a few documents of each kind on suppliers, RFQs, orders,
 * products and consolidations, so the file screens have something to show on a fresh start. The
 * rows are made from the demo data (same on every run); their bytes are small real documents (a
 * one-page PDF, a PNG photo) made from the row alone, so a start can write any that are missing
 * on disk (restoreDemoFileBytes) without keeping them anywhere else.
 */
import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FileCategory, FileModel } from '../../src-shared/api/file.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { storedPath } from '../areas/file/storage.ts';
import type { Database } from '../db/schema.ts';
import type { DemoData, DemoRow } from './generate.ts';
import { encodePng } from './png.ts';
import { Prng } from './prng.ts';

/** What a demo file's bytes are made from: the row's own columns. */
type DemoFileSource = Pick<
  DemoRow<'stored_file'>,
  'uuid' | 'name' | 'original_name' | 'category' | 'content_type'
>;

const PNG = 'image/png';
const PDF = 'application/pdf';

/** A one-page PDF showing `lines` (Helvetica, A4): small, and opens in any viewer. */
function simplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 22} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small RGB PNG: a soft gradient in a colour picked by `seed` (a stand-in photo). */
function simplePng(width: number, height: number, seed: number): Buffer {
  const rng = new Prng(seed);
  const [r, g, b] = [rng.int(60, 200), rng.int(60, 200), rng.int(60, 200)];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round(r * (0.6 + shade * 0.4));
      pixels[offset + 1] = Math.round(g * (0.6 + shade * 0.4));
      pixels[offset + 2] = Math.round(b * (0.6 + shade * 0.4));
    }
  }
  return encodePng(width, height, 3, pixels);
}

/** A demo file's bytes, from its row alone. */
function demoFileBytes(file: DemoFileSource): Buffer {
  if (file.content_type === PNG)
    return simplePng(160, 120, Number.parseInt(file.uuid.slice(0, 8), 16));
  return simplePdf([
    file.name,
    file.original_name,
    `Category: ${file.category}`,
    `Reference: ${file.uuid}`,
    'Aerodesk demo document.',
  ]);
}

interface Owner {
  model: FileModel;
  uuid: string;
  /** How the record reads in a file name: its number or name. */
  label: string;
}

/** The kinds of file each model gets, with the role that typically uploads them. */
const KINDS: Record<
  Exclude<FileModel, 'purchase_order'>,
  readonly { category: FileCategory; name: string; ext: 'pdf' | 'png'; uploader: string }[]
> = {
  company: [
    { category: 'contract', name: 'Supply agreement', ext: 'pdf', uploader: 'sales_admin' },
    { category: 'quotation', name: 'Capability list', ext: 'pdf', uploader: 'buyer' },
  ],
  rfq: [{ category: 'quotation', name: 'Customer request', ext: 'pdf', uploader: 'sales' }],
  order: [
    { category: 'invoice', name: 'Commercial invoice', ext: 'pdf', uploader: 'sales' },
    { category: 'customs', name: 'Export declaration', ext: 'pdf', uploader: 'logistics' },
    { category: 'logistics', name: 'Air waybill', ext: 'pdf', uploader: 'logistics' },
  ],
  product: [
    {
      category: 'certificate',
      name: 'EASA Form 1',
      ext: 'pdf',
      uploader: 'warehouse',
    },
    { category: 'photo', name: 'Receiving photo', ext: 'png', uploader: 'warehouse' },
  ],
  consolidation: [
    { category: 'customs', name: 'Customs declaration', ext: 'pdf', uploader: 'logistics' },
    { category: 'logistics', name: 'Packing list', ext: 'pdf', uploader: 'logistics' },
    { category: 'other', name: 'Loading photo', ext: 'png', uploader: 'warehouse_superman' },
  ],
};

function ownersOf(data: DemoData): Owner[] {
  // Never the demo client's own company: its file list is what tests expect it to upload itself.
  const suppliers = data.companies
    .filter((company) => company.category_id === COMPANY_CATEGORY.supplier)
    .slice(1, 4);
  return [
    ...suppliers.map((c) => ({ model: 'company' as const, uuid: c.uuid, label: c.name })),
    ...data.rfqs.slice(0, 3).map((r) => ({ model: 'rfq' as const, uuid: r.uuid, label: r.number })),
    ...data.orders
      .slice(0, 4)
      .map((o) => ({ model: 'order' as const, uuid: o.uuid, label: o.number })),
    ...data.products.slice(0, 6).map((p) => ({
      model: 'product' as const,
      uuid: p.uuid,
      label: p.serial_number ? `${p.part_number} SN ${p.serial_number}` : p.part_number,
    })),
    ...data.consolidations
      .slice(0, 3)
      .map((c) => ({ model: 'consolidation' as const, uuid: c.uuid, label: c.number })),
  ];
}

/** The demo's stored_file rows (ids after the KP files are not used: the table starts empty). */
export function demoFiles(data: DemoData): DemoRow<'stored_file'>[] {
  const rng = new Prng(7_301);
  const userId = new Map(data.users.map((user) => [user.username, user.id]));
  const rows: DemoRow<'stored_file'>[] = [];
  for (const [ownerIndex, owner] of ownersOf(data).entries()) {
    for (const [kindIndex, kind] of KINDS[owner.model as keyof typeof KINDS].entries()) {
      const safe = owner.label.replace(/[^\w.-]+/g, '-').slice(0, 60);
      const original_name = `${kind.name} ${safe}.${kind.ext}`;
      const uuid = rng.uuid();
      const content_type = kind.ext === 'png' ? PNG : PDF;
      const bytes = demoFileBytes({
        uuid,
        name: kind.name,
        original_name,
        category: kind.category,
        content_type,
      });
      const day = new Date(Date.UTC(2025, 8, 1 + ownerIndex, 9 + kindIndex, rng.int(0, 59)));
      rows.push({
        id: rows.length + 1,
        uuid,
        name: kind.name,
        original_name,
        category: kind.category,
        owner_uuid: owner.uuid,
        model: owner.model,
        size: bytes.length,
        content_type,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        approved: rng.float() < 0.6,
        uploaded_by_id: userId.get(kind.uploader) ?? 1,
        created_at: day.toISOString(),
      });
    }
  }
  return rows;
}

/**
 * Writes the bytes of demo files missing on disk (a fresh data folder, or files deleted by hand):
 * only rows from before the seed ran (demo rows; real uploads come after it) and only when the
 * bytes made from the row are the ones it was stored with. Answers how many were written.
 */
export async function restoreDemoFileBytes(
  db: Kysely<Database>,
  filesDir: string,
): Promise<number> {
  const rows = await db
    .selectFrom('stored_file as f')
    .select(['f.uuid', 'f.name', 'f.original_name', 'f.category', 'f.content_type', 'f.sha256'])
    .where('f.created_at', '<', sql<Date>`(SELECT min(seeded_at) FROM seed_state)`)
    .execute();
  let written = 0;
  for (const row of rows) {
    const path = storedPath(filesDir, row.uuid);
    if (await stat(path).catch(() => undefined)) continue;
    const bytes = demoFileBytes(row);
    if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o600 });
    written++;
  }
  return written;
}
