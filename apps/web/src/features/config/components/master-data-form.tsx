import { Modal, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTypedProblems } from '../../../components/ui/use-typed-problems.ts';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { EditFormFrame } from './edit-form-frame.tsx';

/** The two master-data lists edited in a modal form: districts and meter types. */
type MasterDataNamespace = 'config-areas' | 'config-meter-types';

type Mutation<V> = {
  mutate: (
    variables: V,
    handlers: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => void;
  isPending: boolean;
};

type SaveOptions<S extends z.ZodType> = {
  schema: S;
  id: number | null;
  create: Mutation<z.output<S>>;
  update: Mutation<{ id: number; input: z.output<S> }>;
  onDone: (saved: boolean) => void;
};

/**
 * Checking with the shared schema, creating or updating, and spreading a refusal over the
 * fields: the same for every master-data form. Unreadable number text stops the save (the
 * field already says why).
 */
export function useMasterDataSave<S extends z.ZodType>({
  schema,
  id,
  create,
  update,
  onDone,
}: SaveOptions<S>) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const problems = useTypedProblems();

  const submit = (values: unknown) => {
    setFailure(null);
    if (problems.any) return;
    const checked = validateForm(schema, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    const handlers = {
      onSuccess: () => onDone(true),
      onError: (error: unknown) => {
        const found = submitErrors(error);
        setErrors(found.fields);
        setFailure(found.message);
      },
    };
    if (id === null) create.mutate(checked.data, handlers);
    else update.mutate({ id, input: checked.data }, handlers);
  };

  return {
    errors,
    failure,
    submit,
    trackNumber: problems.track,
    saving: create.isPending || update.isPending,
  };
}

type MasterDataFormProps = {
  ns: MasterDataNamespace;
  failure: string | null;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The frame around a master-data form's own fields: failure, active switch, cancel and save. */
export function MasterDataForm(props: MasterDataFormProps) {
  const { t } = useTranslation(props.ns);
  return (
    <EditFormFrame
      failure={props.failure}
      failureTitle={t('form.failed')}
      cancelLabel={t('form.cancel')}
      saveLabel={t('form.save')}
      saving={props.saving}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    >
      {props.children}
      <Switch
        label={t('fields.active')}
        checked={props.active}
        onChange={(event) => props.onActiveChange(event.currentTarget.checked)}
      />
    </EditFormFrame>
  );
}

type MasterDataFormModalProps = {
  ns: MasterDataNamespace;
  opened: boolean;
  editing: boolean;
  onClose: () => void;
  /** Rendered only while open, so every opening starts from the row's current values. */
  children: (onDone: (saved: boolean) => void) => ReactNode;
};

/** Add or edit one row of a master-data list in a modal; a save says so and closes. */
export function MasterDataFormModal({
  ns,
  opened,
  editing,
  onClose,
  children,
}: MasterDataFormModalProps) {
  const { t } = useTranslation(ns);
  const onDone = (saved: boolean) => {
    if (saved) notifications.show({ color: 'green', message: t('form.saved') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {opened ? children(onDone) : null}
    </Modal>
  );
}
