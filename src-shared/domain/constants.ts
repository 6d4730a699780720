/** Business constants and limits of spec §9, and the decisions we took where the spec is silent. */

export const PAGE_SIZES = [10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Lists that get new entries prepended keep at most this many items (spec §4, §9). */
export const PREPENDED_LIST_CAP = 10;

/** Reference data lives 60 s in the query cache (spec §9). */
export const REFERENCE_CACHE_MS = 60_000;

/** The products an order position may book are cached this long (spec §9: 10 s). */
export const BOOKING_CACHE_MS = 10_000;

export const NOTIFICATION_TIMER_MS = 3000;

/** The recent history window (spec §9: 30 days), the most `short_history/?days=` may ask. */
export const RECENT_HISTORY_DAYS = 30;
/** The message that a file went out through the messaging service lasts longer (spec §9). */
export const MESSAGING_SENT_TIMER_MS = 6000;

/** Default delivery time and quotation company option (spec §9). */
export const DEFAULT_DELIVERY_TIME = { id: 35, name: 'Standard' } as const;

/**
 * Company categories. Spec §9 fixes only the sets 1,3,4,11 (consolidation destinations) and 3,4,11
 * (the same without clients), so 1 is the client category; the rest of the numbering is ours.
 */
export const COMPANY_CATEGORY = {
  client: 1,
  supplier: 2,
  ownLegalEntity: 3,
  ownWarehouse: 4,
  repairStation: 5,
  manufacturer: 6,
  broker: 7,
  freightForwarder: 8,
  leasingCompany: 9,
  government: 10,
  partnerWarehouse: 11,
} as const;

/** Request time-out for API calls made by the renderer. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Success messages of spec §9, word for word. */
export const MESSAGES = {
  consolidationCreated: 'New consolidation created',
  consolidationDeparture: 'Consolidation departure date set',
  consolidationArrival: 'Consolidation arrival date set',
  productReadyForSale: 'Product is ready for sale now',
  partAddedToStocktaking: 'Part added to stocktaking',
  rfqAdded: 'RFQ added',
  rfqCanceled: 'RFQ canceled',
  quoteDeleted: 'Quote deleted',
  quoted: 'Successful quoted',
  renewed: 'Successful renewal',
  assessmentSaved: 'Assessment saved',
  updated: 'Update Successful',
  edited: 'Successful edit',
  created: 'Successful creation',
  orderCreated: 'Order created',
  productInspected: 'Product successfully inspected',
  salePriceSet: 'Sale price has been set',
  inventoryUpdated: 'Inventory updated',
} as const;

/** Failure toasts of spec §8, word for word. */
export const FAILURES = {
  ratesNotLoading: 'RATES not loading',
  serverError: 'Server error',
  holdingExists: 'Holding already exist',
} as const;
