import { Alert } from '@mantine/core';

/** The server's reason a save failed, at the top of a form. */
export function FormFailure({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {message}
    </Alert>
  );
}
