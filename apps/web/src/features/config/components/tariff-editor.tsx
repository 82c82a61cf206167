import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffDraftState } from '../hooks/use-tariff-draft.ts';
import { TariffPreview } from './tariff-preview.tsx';
import { TariffRulesFields } from './tariff-rules-fields.tsx';

/** The rules on the left, the live preview of the same draft on the right (below on phones). */
export function TariffEditor({ state }: { state: TariffDraftState }) {
  const { t } = useTranslation('config-tariff');
  // Mistakes the user can see get a warning; a form not filled in yet only a hint.
  const unavailable =
    state.errors.length > 0
      ? { message: t('preview.fixTariffFirst'), warn: true }
      : { message: t('preview.completeTariffFirst'), warn: false };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <TariffRulesFields state={state} />
      <div>
        <TariffPreview tariff={state.tariff} unavailable={unavailable} />
      </div>
    </SimpleGrid>
  );
}
