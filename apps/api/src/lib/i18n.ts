import enAccess from '../locales/en/access.json' with { type: 'json' };
import enBankImport from '../locales/en/bank-import.json' with { type: 'json' };
import enBillCheck from '../locales/en/bill-check.json' with { type: 'json' };
import enClients from '../locales/en/clients.json' with { type: 'json' };
import enDataImport from '../locales/en/data-import.json' with { type: 'json' };
import enDebt from '../locales/en/debt.json' with { type: 'json' };
import enDocuments from '../locales/en/documents.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enGenerator from '../locales/en/generator.json' with { type: 'json' };
import enInput from '../locales/en/input.json' with { type: 'json' };
import enInvestigation from '../locales/en/investigation.json' with { type: 'json' };
import enInvoiceCorrections from '../locales/en/invoice-corrections.json' with { type: 'json' };
import enInvoices from '../locales/en/invoices.json' with { type: 'json' };
import enPayments from '../locales/en/payments.json' with { type: 'json' };
import enReadings from '../locales/en/readings.json' with { type: 'json' };
import enRemittance from '../locales/en/remittance.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import enTariff from '../locales/en/tariff.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import thAccess from '../locales/th/access.json' with { type: 'json' };
import thBankImport from '../locales/th/bank-import.json' with { type: 'json' };
import thBillCheck from '../locales/th/bill-check.json' with { type: 'json' };
import thClients from '../locales/th/clients.json' with { type: 'json' };
import thDataImport from '../locales/th/data-import.json' with { type: 'json' };
import thDebt from '../locales/th/debt.json' with { type: 'json' };
import thDocuments from '../locales/th/documents.json' with { type: 'json' };
import thErrors from '../locales/th/errors.json' with { type: 'json' };
import thGenerator from '../locales/th/generator.json' with { type: 'json' };
import thInput from '../locales/th/input.json' with { type: 'json' };
import thInvestigation from '../locales/th/investigation.json' with { type: 'json' };
import thInvoiceCorrections from '../locales/th/invoice-corrections.json' with { type: 'json' };
import thInvoices from '../locales/th/invoices.json' with { type: 'json' };
import thPayments from '../locales/th/payments.json' with { type: 'json' };
import thReadings from '../locales/th/readings.json' with { type: 'json' };
import thRemittance from '../locales/th/remittance.json' with { type: 'json' };
import thReports from '../locales/th/reports.json' with { type: 'json' };
import thTariff from '../locales/th/tariff.json' with { type: 'json' };
import thValidation from '../locales/th/validation.json' with { type: 'json' };

/** Thai is the default and fallback language (spec §9); English on `Accept-Language: en`. */
export type Lang = 'th' | 'en';

export const DEFAULT_LANG: Lang = 'th';

const MESSAGES: Record<Lang, Record<string, string>> = {
  th: {
    ...thErrors,
    ...thValidation,
    ...thTariff,
    ...thClients,
    ...thDocuments,
    ...thReadings,
    ...thPayments,
    ...thInvoices,
    ...thInvoiceCorrections,
    ...thBillCheck,
    ...thDataImport,
    ...thGenerator,
    ...thInput,
    ...thInvestigation,
    ...thReports,
    ...thAccess,
    ...thRemittance,
    ...thBankImport,
    ...thDebt,
  },
  en: {
    ...enErrors,
    ...enValidation,
    ...enTariff,
    ...enClients,
    ...enDocuments,
    ...enReadings,
    ...enPayments,
    ...enInvoices,
    ...enInvoiceCorrections,
    ...enBillCheck,
    ...enDataImport,
    ...enGenerator,
    ...enInput,
    ...enInvestigation,
    ...enReports,
    ...enAccess,
    ...enRemittance,
    ...enBankImport,
    ...enDebt,
  },
};

/** Picks th or en from an Accept-Language header by quality; anything else falls back to th. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'th' || tag.startsWith('th-')) return 'th';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANG;
}

export function hasMessage(key: string): boolean {
  return key in MESSAGES.th;
}

/** Looks a key up in `lang`, then in Thai; `{{name}}` placeholders take `params`. */
export function translate(
  lang: Lang,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[lang][key] ?? MESSAGES.th[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
