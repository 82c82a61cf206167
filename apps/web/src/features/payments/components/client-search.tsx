import { Autocomplete, Loader } from '@mantine/core';
import type { TClientLookupItem } from '@prapa/contracts/clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { useClientLookup } from '../api/lookup-clients.ts';

type ClientSearchProps = { onSelect: (client: TClientLookupItem) => void };

/**
 * The counter's first field: member id, name or meter number; the server is asked 200 ms after
 * typing pauses (spec §9). The first suggestion is highlighted, so Enter takes it.
 */
export function ClientSearch({ onSelect }: ClientSearchProps) {
  const { t } = useTranslation('payments');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text);
  const lookup = useClientLookup(query);
  const clients = text.trim() === '' ? [] : (lookup.data ?? []);
  const label = (client: TClientLookupItem) =>
    t('search.option', {
      clientId: client.client_id,
      name: client.fullname,
      house: client.house_no,
      meter: client.meterNo ?? '-',
    });
  const pick = (client: TClientLookupItem) => {
    setText('');
    onSelect(client);
  };
  const byLabel = new Map(clients.map((client) => [label(client), client]));

  return (
    <Autocomplete
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      onChange={setText}
      data={[...byLabel.keys()]}
      // The server already matched member id, name and meter number; the label need not repeat it.
      filter={({ options }) => options}
      selectFirstOptionOnChange
      limit={20}
      data-autofocus
      autoFocus
      rightSection={lookup.isFetching ? <Loader size="xs" /> : null}
      onOptionSubmit={(value) => {
        const client = byLabel.get(value);
        if (client) pick(client);
      }}
      onKeyDown={(event) => {
        // Suggestions that arrive after the last keystroke are not highlighted by the combobox;
        // Enter then takes the first one, as it would have had it been highlighted.
        const first = clients[0];
        if (event.key !== 'Enter' || !first) return;
        if (event.currentTarget.getAttribute('aria-activedescendant')) return;
        event.preventDefault();
        pick(first);
      }}
    />
  );
}
