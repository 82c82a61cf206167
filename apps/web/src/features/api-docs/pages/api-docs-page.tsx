import {
  Accordion,
  Alert,
  Badge,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useApiDocs } from '../api/get-api-docs.ts';
import {
  type ApiOperationEntry,
  apiOperations,
  filterOperations,
  schemaType,
} from '../components/api-operations.ts';
import { SchemaView } from '../components/schema-view.tsx';

const METHOD_COLOR: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'orange',
  delete: 'red',
};

// A fixed width that does not shrink, so DELETE stays whole on a phone.
const METHOD_BADGE_STYLES = {
  root: { flexShrink: 0, overflow: 'visible' },
  label: { overflow: 'visible' },
} as const;

function jsonSchemaOf(content: Record<string, { schema?: unknown }> | undefined) {
  const first = content ? Object.values(content)[0] : undefined;
  return first?.schema as Parameters<typeof SchemaView>[0]['schema'] | undefined;
}

function OperationDetail({ entry }: { entry: ApiOperationEntry }) {
  const { t } = useTranslation('apiDocs');
  const { operation } = entry;
  const parameters = operation.parameters ?? [];
  const body = jsonSchemaOf(operation.requestBody?.content);
  const okStatus = Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2'));
  const ok = okStatus ? jsonSchemaOf(operation.responses?.[okStatus]?.content) : undefined;
  return (
    <Stack gap="sm">
      {operation.description ? <Text size="sm">{operation.description}</Text> : null}
      <Text size="xs" c="dimmed">
        {entry.signedIn ? t('signedIn') : t('public')}
      </Text>
      {parameters.length > 0 ? (
        <Stack gap={4}>
          <Title order={5}>{t('parameters')}</Title>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.in')}</Table.Th>
                  <Table.Th>{t('columns.type')}</Table.Th>
                  <Table.Th>{t('columns.required')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                    <Table.Td ff="monospace">{parameter.name}</Table.Td>
                    <Table.Td>{t(`in.${parameter.in}`, { defaultValue: parameter.in })}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {schemaType(parameter.schema)}
                    </Table.Td>
                    <Table.Td>{parameter.required ? t('yes') : t('no')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      {body ? (
        <Stack gap={4}>
          <Title order={5}>{t('body')}</Title>
          <SchemaView schema={body} />
        </Stack>
      ) : null}
      {ok ? (
        <Stack gap={4}>
          <Title order={5}>{t('response', { status: okStatus })}</Title>
          <SchemaView schema={ok} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * /apidocs (ADMIN, DEV): the API's OpenAPI document, fetched with the session token (the
 * browser cannot send one to /api/docs by itself) and shown as a searchable list of calls with
 * their parameters, body and answer (decision 026).
 */
export function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const docs = useApiDocs();
  const [search, setSearch] = useState('');
  const all = useMemo(() => (docs.data ? apiOperations(docs.data) : []), [docs.data]);
  const shown = filterOperations(all, search);

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('lead')} />
      {docs.isPending ? <Loader aria-label={t('loading')} /> : null}
      {docs.error ? (
        <Alert color="red" role="alert">
          {docs.error.message}
        </Alert>
      ) : null}
      {docs.data ? (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <Text size="sm" c="dimmed">
              {t('count', {
                shown: shown.length,
                total: all.length,
                version: docs.data.info.version,
              })}
            </Text>
          </Group>
          <Accordion multiple variant="separated" chevronPosition="left">
            {shown.map((entry) => (
              <Accordion.Item
                key={`${entry.method} ${entry.path}`}
                value={`${entry.method} ${entry.path}`}
              >
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge
                      color={METHOD_COLOR[entry.method] ?? 'gray'}
                      w={72}
                      radius="sm"
                      styles={METHOD_BADGE_STYLES}
                    >
                      {entry.method.toUpperCase()}
                    </Badge>
                    <Stack gap={0} miw={0}>
                      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {entry.path}
                      </Text>
                      {entry.operation.summary ? (
                        <Text size="xs" c="dimmed">
                          {entry.operation.summary}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <OperationDetail entry={entry} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {shown.length === 0 ? <Text c="dimmed">{t('none')}</Text> : null}
        </>
      ) : null}
    </Stack>
  );
}
