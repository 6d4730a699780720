/** Default quotation and invoice texts per condition type (spec §3 "Company text condition"). */
import { DOCUMENT_TYPE_LABEL } from '../../src-shared/api/home.ts';

export function conditionText(
  documentType: number,
  conditionType: number,
  forRepair: boolean,
  logisticsOn: boolean,
): string {
  const document = DOCUMENT_TYPE_LABEL[documentType] ?? 'Quotation';
  const repair = forRepair ? ' for repair services' : '';
  switch (conditionType) {
    case 0:
      return documentType === 1
        ? `Payment${repair}: due within 5 business days from the invoice date, by bank transfer to the account stated in this invoice.`
        : `Payment${repair}: 100% prepayment by bank transfer within 5 business days from the date of the ${document.toLowerCase()}, unless a treaty says otherwise.`;
    case 1:
      return forRepair
        ? 'Delivery: turn-around time counts from receipt of the unit at the repair station; the unit is returned EXW repair station unless agreed otherwise.'
        : 'Delivery: EXW our warehouse (Incoterms 2020). Lead time counts from receipt of payment; parts are subject to prior sale.';
    case 2:
      return logisticsOn
        ? 'Shipping cost: transport to the delivery address is arranged by us and included as a separate line of this document.'
        : 'Shipping cost: not included. Transport is arranged by the buyer or quoted on request.';
    case 3:
      return forRepair
        ? 'Exchange: not applicable to repair services.'
        : 'Exchange: an exchange fee applies; the buyer returns a repairable core of the same part number within 15 days of receipt. Beyond economical repair cores are charged at list price.';
    case 4:
      return forRepair
        ? 'Warranty: 12 months or 1,000 flight hours on the work performed, whichever comes first.'
        : 'Warranty: new parts carry the manufacturer warranty; overhauled parts 12 months, serviceable parts 6 months, as-removed parts none.';
    default:
      return 'Loan: a loan fee per day applies from shipment until the unit is back at our warehouse; the unit must be returned in the condition it was sent.';
  }
}
