import { Stack, Text } from '@mantine/core';
import type { TTariffGroup } from '@prapa/contracts/tariffs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTariffVersion } from '../api/create-tariff-version.ts';
import { useTariffDraft } from '../hooks/use-tariff-draft.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { draftFromVersion, emptyTariffDraft } from '../utils/tariff-draft.ts';
import { currentVersion } from '../utils/tariff-versions.ts';
import { todayIso } from '../utils/today.ts';
import { TariffEditor } from './tariff-editor.tsx';
import { TariffFormActions } from './tariff-form-actions.tsx';

type TariffVersionFormProps = { group: TTariffGroup; onDone: (saved: boolean) => void };

/** "Edit tariff": a new version, starting as a copy of the one in force (or the newest). */
export function TariffVersionForm({ group, onDone }: TariffVersionFormProps) {
  const { t } = useTranslation('config-tariff');
  const create = useCreateTariffVersion();
  const state = useTariffDraft(() => {
    const today = todayIso();
    const base = currentVersion(group.versions, today) ?? group.versions[0];
    return base ? draftFromVersion(base, today) : emptyTariffDraft(today);
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = state.submit();
    if (!input) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    create.mutate(
      { groupId: group.id, input },
      {
        onSuccess: () => onDone(true),
        onError: (error) => setFailure(submitErrors(error).message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('version.explain')}
        </Text>
        <TariffEditor state={state} />
        <TariffFormActions
          failure={failure}
          saving={create.isPending}
          submitLabel={t('version.save')}
          onCancel={() => onDone(false)}
        />
      </Stack>
    </form>
  );
}
