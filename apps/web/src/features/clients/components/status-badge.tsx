import { Box, Text } from '@mantine/core';
import { STATUS_COLOURS, type StatusCode, statusKey } from '@prapa/domain/client-status';

/**
 * A client's status as a pill in its fixed colour: a tinted background and a coloured dot, with
 * the text in the normal colour to stay legible. Unlike Mantine's Badge it wraps, so a long
 * office-chosen name fits a narrow table column instead of being cut off.
 */
export function StatusBadge({ code, name }: { code: StatusCode; name: string }) {
  const colour = STATUS_COLOURS[statusKey(code)];
  return (
    <Box
      component="span"
      data-status={code}
      style={{
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 6,
        padding: '1px 8px',
        borderRadius: 10,
        background: `color-mix(in srgb, ${colour} 14%, transparent)`,
      }}
    >
      <Box
        component="span"
        aria-hidden
        style={{ width: 8, height: 8, borderRadius: 4, background: colour, flex: 'none' }}
      />
      <Text component="span" size="sm" lh={1.4}>
        {name}
      </Text>
    </Box>
  );
}
