import { useTranslation } from 'react-i18next';
import { AreaSelect as SharedAreaSelect } from '../../../components/ui/area-select.tsx';

type AreaSelectProps = { value: number | null; onChange: (areaId: number | null) => void };

/** The reading filters' area: cleared means all areas. */
export function AreaSelect({ value, onChange }: AreaSelectProps) {
  const { t } = useTranslation('readings');
  return (
    <SharedAreaSelect
      label={t('filters.area')}
      placeholder={t('filters.allAreas')}
      value={value}
      onChange={onChange}
    />
  );
}
