/**
 * Default quotation and invoice texts per condition type (spec §3 "Company text condition"), in
 * English and Russian: KP versions print one or the other (kp-versions.ts). Each text depends on
 * the document type (quotation, invoice, preliminary quotation), on repair, and, for the shipping
 * cost, on whether we arrange the logistics.
 */
import { DOCUMENT_TYPE_LABEL } from '../../src-shared/api/home.ts';

type TextLanguage = 'en' | 'ru';

const RU_DOCUMENT = ['коммерческого предложения', 'счёта', 'предварительного предложения'] as const;

function english(
  documentType: number,
  conditionType: number,
  forRepair: boolean,
  logisticsOn: boolean,
): string {
  const document = (DOCUMENT_TYPE_LABEL[documentType] ?? 'Quotation').toLowerCase();
  const repair = forRepair ? ' for repair services' : '';
  const preliminary =
    documentType === 2
      ? ' Prices of this preliminary quotation are indicative and are confirmed by the final quotation.'
      : '';
  switch (conditionType) {
    case 0:
      return documentType === 1
        ? `Payment${repair}: due within 5 business days from the invoice date, by bank transfer to the account stated in this invoice. Bank charges of the remitting bank are for the buyer's account.`
        : `Payment${repair}: 100% prepayment by bank transfer within 5 business days from the date of the ${document}, unless a treaty says otherwise.${preliminary}`;
    case 1:
      return forRepair
        ? 'Delivery: turn-around time counts from receipt of the unit and the purchase order at the repair station; the unit is returned EXW repair station (Incoterms 2020) with an EASA Form 1 / FAA 8130-3.'
        : 'Delivery: EXW our warehouse (Incoterms 2020). Lead time counts from receipt of payment; parts are subject to prior sale until the order is confirmed.';
    case 2:
      return logisticsOn
        ? 'Shipping cost: transport to the delivery address, export documents and insurance are arranged by us and shown in this document, as a separate line or within the unit prices.'
        : 'Shipping cost: not included. Transport is arranged by the buyer through its forwarder, or quoted on request.';
    case 3:
      return forRepair
        ? 'Exchange: not applicable to repair services.'
        : 'Exchange: an exchange fee applies; the buyer returns a repairable core of the same part number within 15 days of receipt. Cores found beyond economical repair are charged at the outright price less the exchange fee.';
    case 4:
      return forRepair
        ? 'Warranty: 12 months or 1,000 flight hours on the work performed, whichever comes first; the warranty does not cover damage from incorrect installation or operation.'
        : 'Warranty: new parts carry the manufacturer warranty; overhauled parts 12 months, serviceable and repaired parts 6 months from delivery; as-removed parts are sold without warranty.';
    default:
      return 'Loan: a loan fee per day applies from shipment until the unit is back at our warehouse; the unit must be returned in the condition it was sent, with its documents, within 30 days.';
  }
}

function russian(
  documentType: number,
  conditionType: number,
  forRepair: boolean,
  logisticsOn: boolean,
): string {
  const document = RU_DOCUMENT[documentType] ?? RU_DOCUMENT[0];
  const preliminary =
    documentType === 2
      ? ' Цены предварительного предложения являются ориентировочными и подтверждаются окончательным коммерческим предложением.'
      : '';
  switch (conditionType) {
    case 0:
      if (documentType === 1)
        return forRepair
          ? 'Оплата работ по ремонту: в течение 5 рабочих дней с даты счёта банковским переводом на расчётный счёт, указанный в счёте. Расходы банка плательщика несёт покупатель.'
          : 'Оплата: в течение 5 рабочих дней с даты счёта банковским переводом на расчётный счёт, указанный в счёте. Расходы банка плательщика несёт покупатель.';
      return forRepair
        ? `Оплата: 100% предоплата стоимости ремонта в течение 5 рабочих дней с даты ${document}, если договором не предусмотрено иное.${preliminary}`
        : `Оплата: 100% предоплата банковским переводом в течение 5 рабочих дней с даты ${document}, если договором не предусмотрено иное.${preliminary}`;
    case 1:
      return forRepair
        ? 'Поставка: срок ремонта исчисляется с даты получения изделия и заказа ремонтной станцией; изделие возвращается на условиях EXW ремонтная станция (Инкотермс 2020) с сертификатом EASA Form 1 / FAA 8130-3.'
        : 'Поставка: на условиях EXW склад поставщика (Инкотермс 2020). Срок поставки исчисляется с даты поступления оплаты; до подтверждения заказа товар может быть продан третьим лицам.';
    case 2:
      return logisticsOn
        ? 'Стоимость доставки: доставку до адреса покупателя, экспортное оформление и страхование груза организует поставщик; стоимость указана в настоящем документе отдельной строкой или включена в цену.'
        : 'Стоимость доставки: не включена в цену. Доставку организует покупатель силами своего экспедитора, либо она рассчитывается по запросу.';
    case 3:
      return forRepair
        ? 'Обмен: не применяется к работам по ремонту.'
        : 'Обмен: взимается плата за обмен; покупатель возвращает ремонтопригодный фонд того же партномера в течение 15 дней с даты получения. Фонд, признанный экономически нецелесообразным к ремонту, оплачивается по цене продажи за вычетом платы за обмен.';
    case 4:
      return forRepair
        ? 'Гарантия: 12 месяцев или 1 000 лётных часов на выполненные работы, в зависимости от того, что наступит раньше; гарантия не распространяется на повреждения вследствие неправильной установки или эксплуатации.'
        : 'Гарантия: на новые изделия — гарантия изготовителя; на изделия после капитального ремонта — 12 месяцев, на исправные и отремонтированные — 6 месяцев с даты поставки; изделия в состоянии «как снято» поставляются без гарантии.';
    default:
      return 'Аренда: плата за каждый день аренды начисляется с даты отгрузки до возврата изделия на склад поставщика; изделие возвращается в том же состоянии и с документами не позднее 30 дней.';
  }
}

export function conditionText(
  documentType: number,
  conditionType: number,
  forRepair: boolean,
  logisticsOn: boolean,
  language: TextLanguage = 'en',
): string {
  return language === 'ru'
    ? russian(documentType, conditionType, forRepair, logisticsOn)
    : english(documentType, conditionType, forRepair, logisticsOn);
}
