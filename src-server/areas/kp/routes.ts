/**
 * KPs (spec §7 "RFQ": DELETE of a kp, the rfq kp file; "kp_position"): list, create (priced on
 * the server from the RFQ's saved head, see pricing.ts), read, delete, attach and download the PDF,
 * and KP rows across KPs. Decisions:
 * - a KP is made only while the RFQ is in work (take it to work, or renew it, first); a quoted or
 *   canceled RFQ is frozen (rfq/freeze.ts): its KPs are not made, deleted or given another PDF;
 * - each row's offer must be an active offer for the position's part number or an alternate;
 * - a KP is valid 30 days unless the body says otherwise;
 * - the issuing legal entity is the head's, else the one the KP version names;
 * - the document type is an invoice when the head says bill_kp, else the version's;
 * - an ordered KP cannot be deleted; deleting a KP deletes its PDF;
 * - a new PDF replaces the KP's previous one; only a PDF (starts with %PDF-) up to 20 MB is kept.
 * Clients read their own company's KPs and files; they make, delete and attach nothing (those are
 * 'rfq' writes, which the permission table does not give a client: 403).
 */
import { open } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  KP_PDF_MAX_BYTES,
  kpEndpoints,
  type KpDetail,
  type KpPositionItem,
} from '../../../src-shared/api/kp.ts';
import { kpFileName } from '../../../src-shared/domain/kp-document.ts';
import { PricingError } from '../../../src-shared/domain/pricing.ts';
import { listOf, RFQ_LIST_LABEL } from '../../../src-shared/domain/rfq-lists.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import {
  documentNumber,
  insertEach,
  joinedCertificate,
  joinedCurrency,
  nextId,
  todayIso,
} from '../../db/refs.ts';
import {
  badRequest,
  badRequestDetail,
  FieldErrorCollector,
  HttpError,
  notFound,
} from '../../http/errors.ts';
import { ownListRoute } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { newUuid } from '../../http/uuid.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { invalidPk } from '../company/routes.ts';
import { EMPTY_FILE, NO_FILE, sendStoredFile, tooLargeMessage } from '../file/routes.ts';
import { cleanFileName, commitUpload, discard, stageUpload, storedPath } from '../file/storage.ts';
import { offerActiveSql } from '../offer/inventory.ts';
import { orderOfKp } from '../order/queries.ts';
import { assertRfqEditable, lockEditableRfq, lockEditableRfqRow, touchRfq } from '../rfq/freeze.ts';
import { visibleRfq } from '../rfq/queries.ts';
import { kpDetail, kpPositions, kpSummariesOfRfq, legalEntities } from './queries.ts';
import { kpConditions, pricingSettingsOf, priceQuote, rowToPriceFrom } from './pricing.ts';
import { kpDocumentType, kpHeadFrom, kpIssuer, kpRowFrom, kpTotalsFrom } from './rows.ts';
import { lockedColumns } from '../../http/found.ts';
import { updateById } from '../shared-record.ts';

const NOT_IN_RFQ = 'This position is not in this RFQ.';
const OFFER_NOT_FOR_POSITION =
  'This offer is not for the part number of the position or one of its alternates.';
const OFFER_NOT_ACTIVE = 'This offer is not active (deactivated, or past its valid-until date).';
const VALID_UNTIL_BEFORE_DATE = 'A KP cannot expire before its date.';
const NOT_A_PDF = 'The file is not a PDF.';
const NO_KP_FILE = 'This KP has no PDF yet.';
/** How long a KP is valid when the body does not say. */
const KP_VALID_DAYS = 30;

function kpNeedsInWork(number: string, list: ReturnType<typeof listOf>): string {
  return list === 'archive'
    ? `${number} is in the ${RFQ_LIST_LABEL.archive.toLowerCase()} list: renew it before making a KP.`
    : `${number} is in the ${RFQ_LIST_LABEL.not_in_work.toLowerCase()} list: take it to work before making a KP.`;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The legal entity that issues the KP: the head's, else the version's (by country code). */
async function issuerOf(
  db: Kysely<Database>,
  headLegalEntity: number | null,
  version: number,
): Promise<number> {
  const chosen = kpIssuer(await legalEntities(db), headLegalEntity, version);
  if (!chosen) throw badRequestDetail('There is no legal entity of ours to issue the KP.');
  return chosen.id;
}

async function kpOrNotFound(
  db: Kysely<Database>,
  rfqId: number,
  kpId: number,
  onlyCompanyId: number | null,
): Promise<KpDetail> {
  const detail = await kpDetail(db, rfqId, kpId, onlyCompanyId);
  if (!detail) throw notFound();
  return detail;
}

/** Reads the first bytes of a staged file: is it a PDF? */
async function looksLikePdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(5);
    await handle.read(buffer, 0, 5, 0);
    return buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/**
 * Deletes the row of a KP's former PDF (nothing when there was none); the uuid it answers names the
 * file to discard from disk once the transaction has committed.
 */
async function dropStoredFile(
  trx: Kysely<Database>,
  fileId: number | null,
): Promise<{ uuid: string } | undefined> {
  if (fileId === null) return undefined;
  return trx
    .deleteFrom('stored_file')
    .where('id', '=', fileId)
    .returning('uuid')
    .executeTakeFirst();
}

export function registerKpRoutes(fastify: FastifyInstance, app: AppContext): void {
  ownListRoute(fastify, app, kpEndpoints.list, visibleRfq, ({ db, params }) =>
    kpSummariesOfRfq(db, params.id),
  );

  route(fastify, app, {
    endpoint: kpEndpoints.create,
    handler: async ({ db, params, body, user }): Promise<KpDetail> => {
      const rfq = await lockEditableRfqRow(db, params.id);
      const list = listOf(rfq);
      if (list !== 'in_work') throw badRequestDetail(kpNeedsInWork(rfq.number, list));

      const date = todayIso();
      const positionIds = body.rows.map((row) => row.position);
      const offerIds = body.rows.map((row) => row.offer);
      const [positions, offers] = await Promise.all([
        db
          .selectFrom('rfq_position as p')
          .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
          .select([
            'p.id',
            'p.index',
            'p.requested_part_number',
            'p.unit_id',
            'p.margin_by_user',
            'p.unit_price_by_user',
            'i.group_id',
            'i.description',
          ])
          .where('p.id', 'in', positionIds)
          .where('p.rfq_id', '=', rfq.id)
          .execute(),
        db
          .selectFrom('supplier_offer as so')
          .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
          .$call(joinedCurrency.join('so.currency_id'))
          .$call(joinedCertificate.leftJoin('so.certificate_id'))
          .select([
            'so.id',
            'so.company_id',
            'so.condition_id',
            'so.price',
            'so.lead_time_days',
            'so.inventory_id',
            'i.group_id',
            'i.part_number',
            'i.description',
            offerActiveSql(date).as('active'),
          ])
          .where('so.id', 'in', offerIds)
          .execute(),
      ]);
      const positionById = new Map(positions.map((row) => [row.id, row]));
      const offerById = new Map(offers.map((row) => [row.id, row]));
      const errors = new FieldErrorCollector();
      body.rows.forEach((row, index) => {
        const position = positionById.get(row.position);
        const offer = offerById.get(row.offer);
        if (!position) errors.add(`rows.${index}.position`, NOT_IN_RFQ);
        if (!offer) errors.add(`rows.${index}.offer`, invalidPk(row.offer));
        else if (position && offer.group_id !== position.group_id)
          errors.add(`rows.${index}.offer`, OFFER_NOT_FOR_POSITION);
        else if (!offer.active) errors.add(`rows.${index}.offer`, OFFER_NOT_ACTIVE);
      });
      const validUntil =
        body.valid_until === undefined ? addDays(date, KP_VALID_DAYS) : body.valid_until;
      if (validUntil !== null && validUntil < date)
        errors.add('valid_until', VALID_UNTIL_BEFORE_DATE);
      errors.throwIfAny();

      // Rows in the order of the RFQ's positions.
      const rows = body.rows
        .map((row) => ({
          input: row,
          position: positionById.get(row.position) as (typeof positions)[number],
          offer: offerById.get(row.offer) as (typeof offers)[number],
        }))
        .sort((a, b) => a.position.index - b.position.index || a.position.id - b.position.id);

      const [settings, deliveryTime] = await Promise.all([
        pricingSettingsOf(db, rfq),
        db
          .selectFrom('ref_delivery_time')
          .select('days')
          .where('id', '=', rfq.delivery_time_id)
          .executeTakeFirst(),
      ]);
      let priced;
      try {
        priced = priceQuote(
          rows.map(({ input, position, offer }) =>
            rowToPriceFrom(
              offer,
              offer.currency_code ?? offer.currency_name,
              input.quantity,
              position,
            ),
          ),
          settings,
          rfq,
          date,
          deliveryTime?.days ?? 0,
        );
      } catch (error) {
        if (error instanceof PricingError) throw badRequestDetail(`${error.message}.`);
        throw error;
      }

      const version = body.version;
      const documentType = kpDocumentType(rfq, version);
      const [legalEntityId, conditions, kpId] = await Promise.all([
        issuerOf(db, rfq.legal_entity_id, version),
        kpConditions(db, rfq, version, documentType),
        nextId(db, 'kp'),
      ]);
      await db
        .insertInto('kp')
        .values({
          id: kpId,
          uuid: newUuid(),
          number: documentNumber('KP', kpId, date),
          rfq_id: rfq.id,
          version,
          date,
          valid_until: validUntil,
          created_by_id: user.id,
          manager_id: rfq.rfq_manager_id ?? user.contactId,
          ...kpHeadFrom(rfq, priced),
          legal_entity_id: legalEntityId,
          document_type: documentType,
          conditions: JSON.stringify(conditions),
          treaty_number: body.treaty_number ?? rfq.treaty_number,
          number_po: body.number_po ?? '',
          ...kpTotalsFrom(priced),
        })
        .execute();
      await insertEach(db, 'kp_row', rows, ({ input, position, offer }, index) =>
        kpRowFrom(
          kpId,
          index + 1,
          position,
          { ...offer, certificate: offer.certificate_name },
          input.quantity,
          priced.lines[index] as (typeof priced.lines)[number],
        ),
      );
      await touchRfq(db, rfq.id);
      return kpOrNotFound(db, rfq.id, kpId, null);
    },
  });

  route(fastify, app, {
    endpoint: kpEndpoints.one,
    handler: async ({ db, params, clientCompanyId }): Promise<KpDetail> =>
      kpOrNotFound(db, params.id, params.kpId, clientCompanyId),
  });

  route(fastify, app, {
    endpoint: kpEndpoints.remove,
    // The rows go first (committed), then the PDF's bytes: never a row pointing at nothing.
    transaction: false,
    handler: async ({ params, transaction }) => {
      const removedFile = await transaction(async (trx) => {
        const kp = await trx
          .selectFrom('kp')
          .select(['id', 'number', 'file_id'])
          .where('id', '=', params.kpId)
          .where('rfq_id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!kp) throw notFound();
        // A quoted (or canceled) RFQ keeps the quotations it was closed with: renew it first.
        await lockEditableRfq(trx, params.id);
        const order = await orderOfKp(trx, kp.id);
        if (order)
          throw badRequestDetail(
            `${kp.number} has an order (${order.number}): an ordered KP cannot be deleted.`,
          );
        await trx.deleteFrom('kp').where('id', '=', kp.id).execute();
        return dropStoredFile(trx, kp.file_id);
      });
      if (removedFile) await discard(storedPath(app.filesDir, removedFile.uuid));
      return undefined;
    },
  });

  route(fastify, app, {
    endpoint: kpEndpoints.attachFile,
    // The bytes stream first; the rows change in one short transaction afterwards.
    transaction: false,
    handler: async ({ db, params, request, user, transaction }): Promise<KpDetail> => {
      const kp = await db
        .selectFrom('kp')
        .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
        .select([
          'kp.id',
          'kp.number as kp_number',
          'kp.version',
          'rfq.uuid as rfq_uuid',
          'rfq.number',
          'rfq.in_work',
          'rfq.in_archive',
          'rfq.activity_status',
        ])
        .where('kp.id', '=', params.kpId)
        .where('kp.rfq_id', '=', params.id)
        .executeTakeFirst();
      if (!kp) throw notFound();
      // Checked before the bytes stream, and again with the row locked when the file is kept.
      assertRfqEditable(kp);
      if (!request.isMultipart())
        throw badRequest({ file: ['Send the PDF as multipart/form-data.'] });
      const limit = Math.min(KP_PDF_MAX_BYTES, app.maxUploadBytes);
      let stagedPath: string | undefined;
      try {
        let staged: { size: number; sha256: string; truncated: boolean; fileName: string } | null =
          null;
        const parts = request.parts({
          limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
        });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          const result = await stageUpload(app.filesDir, part.file);
          stagedPath = result.tempPath;
          staged = { ...result, fileName: cleanFileName(part.filename) };
        }
        if (staged?.truncated) throw new HttpError(413, { detail: tooLargeMessage(limit) });
        if (!staged || !stagedPath) throw badRequest({ file: [NO_FILE] });
        if (staged.size === 0) throw badRequest({ file: [EMPTY_FILE] });
        if (!(await looksLikePdf(stagedPath))) throw badRequest({ file: [NOT_A_PDF] });

        const uuid = newUuid();
        const finalPath = await commitUpload(
          app.filesDir,
          { tempPath: stagedPath, size: staged.size, sha256: staged.sha256, truncated: false },
          uuid,
        );
        stagedPath = finalPath;
        const name = kpFileName(kp.kp_number, kp.version);
        const replaced = await transaction(async (trx) => {
          await lockEditableRfq(trx, params.id);
          const current = await lockedColumns(trx, 'kp', kp.id, ['file_id']);
          const file = await trx
            .insertInto('stored_file')
            .values({
              uuid,
              name,
              original_name: staged.fileName.toLowerCase().endsWith('.pdf')
                ? staged.fileName
                : name,
              category: 'quotation',
              owner_uuid: kp.rfq_uuid,
              model: 'rfq',
              size: staged.size,
              content_type: 'application/pdf',
              sha256: staged.sha256,
              uploaded_by_id: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await updateById(trx, 'kp', kp.id, { file_id: file.id });
          return dropStoredFile(trx, current.file_id);
        });
        stagedPath = undefined;
        if (replaced) await discard(storedPath(app.filesDir, replaced.uuid));
        return kpOrNotFound(db, params.id, kp.id, null);
      } finally {
        // Anything refused (or failed) leaves nothing behind on disk.
        if (stagedPath) await discard(stagedPath);
      }
    },
  });

  route(fastify, app, {
    endpoint: kpEndpoints.file,
    handler: async ({ db, params, reply, clientCompanyId }) => {
      let query = db
        .selectFrom('kp')
        .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
        .leftJoin('stored_file as f', 'f.id', 'kp.file_id')
        .select(['kp.id', 'f.uuid', 'f.name', 'f.content_type'])
        .where('kp.id', '=', params.kpId)
        .where('kp.rfq_id', '=', params.id);
      if (clientCompanyId !== null) query = query.where('rfq.company_id', '=', clientCompanyId);
      const kp = await query.executeTakeFirst();
      if (!kp) throw notFound();
      if (!kp.uuid || !kp.name) throw notFound(NO_KP_FILE);
      return sendStoredFile(
        reply,
        app.filesDir,
        { uuid: kp.uuid, name: kp.name, contentType: kp.content_type ?? 'application/pdf' },
        NO_KP_FILE,
      );
    },
  });

  route(fastify, app, {
    endpoint: kpEndpoints.positions,
    handler: async ({ db, query, clientCompanyId }): Promise<KpPositionItem[]> =>
      kpPositions(db, {
        client: query.client,
        kp: query.kp,
        partNumberKey: query.part_number ? partNumberKey(query.part_number) : undefined,
        onlyCompanyId: clientCompanyId,
      }),
  });
}
