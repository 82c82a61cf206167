import type { TOrganisation } from '@prapa/contracts/organisation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PrintHeaderProps = {
  /** undefined while loading: the document still prints, without the utility's details. */
  organisation: TOrganisation | undefined;
  /** The document's name, e.g. 'ใบเสร็จรับเงิน'. */
  title: ReactNode;
  /** Right-hand side: document number, date, a copy or void mark. */
  aside?: ReactNode;
  withTaxId?: boolean;
};

/** The utility's letterhead over a printed document: logo, name, address, phone, tax id. */
export function PrintHeader({ organisation, title, aside, withTaxId = false }: PrintHeaderProps) {
  const { t } = useTranslation('ui');
  return (
    <header style={{ display: 'flex', gap: '3mm', alignItems: 'flex-start', marginBottom: '2mm' }}>
      {organisation?.logo ? (
        <img src={organisation.logo} alt="" style={{ width: '14mm', height: '14mm' }} />
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontWeight: 700, fontSize: '1.15em' }}>{organisation?.name}</div>
        {organisation?.address ? <div>{organisation.address}</div> : null}
        {organisation?.phone ? <div>{t('print.phone', { phone: organisation.phone })}</div> : null}
        {withTaxId && organisation?.tax_id ? (
          <div>{t('print.taxId', { taxId: organisation.tax_id })}</div>
        ) : null}
        <div style={{ fontWeight: 700, fontSize: '1.2em', marginTop: '1mm' }}>{title}</div>
      </div>
      {aside ? <div style={{ textAlign: 'right' }}>{aside}</div> : null}
    </header>
  );
}
