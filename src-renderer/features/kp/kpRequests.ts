/**
 * The requests the KP screens send, built from what the user sees (pure, so they are tested):
 * - a new KP from the RFQ's chosen offers (POST rfq/{id}/kp/);
 * - the PDF export: the bridge request whose document is composed by the ONE shared composer
 *   (kpDocumentFrom) from the KP and the export dialog's PDF state, named by kpFileName and
 *   attached to the KP's file path.
 */
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import {
  kpEndpoints,
  kpCreateSchema,
  type KpCreate,
  type KpDetail,
} from '../../../src-shared/api/kp.ts';
import type { RfqPosition } from '../../../src-shared/api/rfq.ts';
import type { KpPdfRequest } from '../../../src-shared/bridge.ts';
import {
  kpDocumentFrom,
  kpDocumentSchema,
  kpFileName,
  type KpDocument,
  type PdfState,
} from '../../../src-shared/domain/kp-document.ts';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** One row per position with a chosen offer, in line order. */
export function kpCreateFrom(
  positions: readonly RfqPosition[],
  head: { kp_version: string; end_date: string; treaty_number: string },
): Checked<KpCreate> {
  const rows = [...positions]
    .sort((a, b) => a.index - b.index)
    .flatMap((position) =>
      position.chosen_offer === null
        ? []
        : [{ position: position.id, offer: position.chosen_offer, quantity: position.quantity }],
    );
  const parsed = kpCreateSchema.safeParse({
    version: Number(head.kp_version),
    rows,
    valid_until: head.end_date || null,
    treaty_number: head.treaty_number,
  });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  }
  return {
    ok: true,
    value: {
      version: Number(head.kp_version),
      rows,
      valid_until: head.end_date || null,
      ...(head.treaty_number.trim() ? { treaty_number: head.treaty_number.trim() } : {}),
    },
  };
}

/** Who the document names as the contact: the manager, or the quotes phone/mail chosen. */
export interface DocumentContact {
  phone?: string;
  email?: string;
}

/** The document of one version, or what is wrong with the state (no rows, no issuer). */
export function composeDocument(
  kp: KpDetail,
  state: PdfState,
  version: number,
  contact: DocumentContact = {},
): Checked<KpDocument> {
  let document: KpDocument;
  try {
    document = kpDocumentFrom(kp, state, version);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  document = {
    ...document,
    manager: {
      ...document.manager,
      ...(contact.phone ? { phone: contact.phone } : {}),
      ...(contact.email ? { email: contact.email } : {}),
    },
  };
  // What main will check, checked here first, so the dialog can say it before it closes.
  const parsed = kpDocumentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'The document is not valid.',
    };
  }
  return { ok: true, value: document };
}

/**
 * The bridge call of the export: `exports.saveKpPdf(...)`. The PDF is attached to the KP only for
 * a user who may write RFQs: for anyone else the server refuses the attachment (403), and the
 * export would fail after the file was written.
 */
export function kpPdfRequest(options: {
  role: string;
  rfqId: number;
  kp: KpDetail;
  document: KpDocument;
  version: number;
  attach: boolean;
  operationId: string;
}): KpPdfRequest {
  return {
    suggestedName: kpFileName(options.kp.number, options.version),
    document: options.document,
    ...(options.attach
      ? {
          attachTo: pathOf(kpEndpoints.attachFile, {
            role: options.role,
            id: options.rfqId,
            kpId: options.kp.id,
          }),
        }
      : {}),
    operationId: options.operationId,
  };
}
