import { Text } from '@mantine/core';
import { errorMessage } from '../../../lib/show-error.ts';

/** One dashboard panel could not load: said in the panel, the others stay usable. */
export function PanelError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red" role="status">
      {errorMessage(error)}
    </Text>
  );
}
