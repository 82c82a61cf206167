import { Code, List, Text } from '@mantine/core';
import type { TJsonSchema } from '@prapa/contracts/api-docs';
import { useTranslation } from 'react-i18next';
import { schemaProperties, schemaType } from './api-operations.ts';

const MAX_DEPTH = 6;

/** A JSON schema as a nested list of fields with their types; required fields are marked. */
export function SchemaView({ schema, depth = 0 }: { schema: TJsonSchema; depth?: number }) {
  const { t } = useTranslation('apiDocs');
  const properties = schemaProperties(schema);
  if (properties.length === 0 || depth >= MAX_DEPTH) {
    return <Code>{schemaType(schema)}</Code>;
  }
  return (
    <List size="sm" spacing={2} withPadding={depth > 0} listStyleType="none">
      {properties.map(({ name, property, required }) => {
        const nested = schemaProperties(property).length > 0;
        return (
          <List.Item key={name}>
            <Text span ff="monospace" fw={600} size="sm">
              {name}
            </Text>
            {required ? (
              <Text span c="red" size="xs" ml={4}>
                {t('required')}
              </Text>
            ) : null}
            <Text span c="dimmed" size="xs" ml={6} style={{ overflowWrap: 'anywhere' }}>
              {nested
                ? property.type === 'array'
                  ? 'array of object'
                  : 'object'
                : schemaType(property)}
            </Text>
            {property.description ? (
              <Text size="xs" c="dimmed">
                {property.description}
              </Text>
            ) : null}
            {nested ? <SchemaView schema={property} depth={depth + 1} /> : null}
          </List.Item>
        );
      })}
    </List>
  );
}
