import type { QuoteMail, QuotePhone } from '../../../src-shared/api/home.ts';
import { KP_VERSION_NUMBERS, KP_VERSIONS } from '../../../src-shared/domain/kp-versions.ts';
import { useUserInfo } from '../../session/reference.ts';

/**
 * What the RFQ's quotation and the KP export both let the manager choose for the document: its
 * version (this list), and the phone and mail printed on it (useQuoteContacts).
 */
export const KP_VERSION_OPTIONS = KP_VERSION_NUMBERS.map((version) => ({
  value: String(version),
  label: KP_VERSIONS[version]?.label ?? String(version),
}));

const NO_PHONES: QuotePhone[] = [];
const NO_MAILS: QuoteMail[] = [];

/**
 * The phones and mails the manager may put on a quotation or a KP's document (their own
 * settings), and the select options of each ("<phone> · <name>"): read alike by the RFQ's
 * quotation and the KP export. The empty lists are constants, so effects that depend on them
 * do not rerun while the settings load.
 */
export function useQuoteContacts() {
  const userInfo = useUserInfo();
  const phones = userInfo.data?.quotes_phone ?? NO_PHONES;
  const mails = userInfo.data?.quotes_mail ?? NO_MAILS;
  return {
    phones,
    mails,
    phoneOptions: phones.map((item) => ({
      value: String(item.id),
      label: `${item.phone} · ${item.name}`,
    })),
    mailOptions: mails.map((item) => ({
      value: String(item.id),
      label: `${item.email} · ${item.name}`,
    })),
  };
}
