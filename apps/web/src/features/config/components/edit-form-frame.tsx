import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type EditFormFrameProps = {
  /** Why the last save failed, shown above the fields; null while nothing has failed. */
  failure: string | null;
  failureTitle: string;
  cancelLabel: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The frame around a settings form's own fields (master data, client statuses, roles): the
 * failure on top, then the fields, then cancel and save on the right.
 */
export function EditFormFrame(props: EditFormFrameProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {props.failure ? (
          <Alert color="red" title={props.failureTitle} role="alert">
            {props.failure}
          </Alert>
        ) : null}
        {props.children}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
