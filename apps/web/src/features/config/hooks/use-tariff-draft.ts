import type { TNewTariffVersionRequest } from '@prapa/contracts/tariffs';
import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import type { Tariff, TariffError } from '@prapa/domain/tariff';
import { useMemo, useState } from 'react';
import { useTypedProblems } from '../../../components/ui/use-typed-problems.ts';
import {
  checkTariffDraft,
  draftToRequest,
  draftToTariff,
  isEmptyInputError,
  type TariffDraft,
} from '../utils/tariff-draft.ts';

export type TariffDraftState = {
  draft: TariffDraft;
  setDraft: (update: (draft: TariffDraft) => TariffDraft) => void;
  /** What to show now: everything after a save attempt, before it only real mistakes. */
  errors: TariffError[];
  dateMissing: boolean;
  /** The draft as a valid tariff for the preview, or null while it has errors. */
  tariff: Tariff | null;
  /** A number field whose text cannot be read (it says why itself) keeps the draft from saving. */
  trackNumber: (field: string, problem: TypedNumberError | null) => void;
  /** Marks the form as submitted; the request body when the draft is valid. */
  submit: () => TNewTariffVersionRequest | null;
};

export function useTariffDraft(initial: () => TariffDraft): TariffDraftState {
  const [draft, setDraftState] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problems = useTypedProblems();
  const allErrors = useMemo(() => checkTariffDraft(draft), [draft]);
  const tariff = useMemo(
    () => (allErrors.length === 0 ? draftToTariff(draft) : null),
    [allErrors, draft],
  );
  const errors = submitted
    ? allErrors
    : allErrors.filter((error) => !isEmptyInputError(error, draft));

  return {
    draft,
    setDraft: setDraftState,
    errors,
    dateMissing: submitted && !draft.effective_from,
    tariff,
    trackNumber: problems.track,
    submit: () => {
      setSubmitted(true);
      if (allErrors.length > 0 || !draft.effective_from || problems.any) return null;
      return draftToRequest(draft);
    },
  };
}
