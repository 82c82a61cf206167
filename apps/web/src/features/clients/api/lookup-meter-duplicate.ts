import { METER_PATHS } from '@prapa/contracts/client-paths';
import { ZMeterDuplicateResponse } from '@prapa/contracts/meters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './clients-query-key.ts';

/**
 * GET …/lookup-duplicate/meterno?meterNo=&clientId= (the client converts the keys to
 * meter_no / client_id). `clientId` is the member id of the client whose own meter it may be.
 */
export function lookupMeterDuplicate(meterNo: string, clientId?: string, signal?: AbortSignal) {
  return apiRequest(METER_PATHS.lookupDuplicate, {
    query: { meterNo, clientId },
    schema: ZMeterDuplicateResponse,
    ...(signal ? { signal } : {}),
  });
}

export function meterDuplicateQueryOptions(meterNo: string, clientId?: string) {
  return queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'meter-duplicate', meterNo, clientId ?? null],
    queryFn: ({ signal }) => lookupMeterDuplicate(meterNo, clientId, signal),
    meta: { handlesErrors: true },
    staleTime: 0,
  });
}

/** Asked once typing pauses (200 ms); the holder is returned only when the number is taken. */
export function useMeterDuplicate(meterNo: string, clientId?: string) {
  const debounced = useDebouncedValue(meterNo.trim());
  const query = useQuery({
    ...meterDuplicateQueryOptions(debounced, clientId),
    enabled: debounced !== '',
  });
  return debounced === '' ? null : (query.data ?? null);
}
