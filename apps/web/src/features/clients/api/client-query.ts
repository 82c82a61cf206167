import type {
  TClientCheckboxQuery,
  TClientExportQuery,
  TClientListQuery,
  TClientSort,
} from '@prapa/contracts/clients';

/**
 * The list's query-string fields as the web sends them. The contracts' input types are wider
 * (query strings arrive as text, so ids are coerced from `unknown`); these narrower shapes are
 * checked against them below, so a renamed or removed field fails the type-check.
 */
export type ClientFilterQuery = { q?: string; area_id?: number; status_code?: string };
export type ClientSortQuery = { sort: TClientSort; order: 'asc' | 'desc' };
export type ClientPageQuery = ClientFilterQuery &
  ClientSortQuery & { page: number; page_size: number };
export type ClientExportQuery = ClientFilterQuery & ClientSortQuery;
export type ClientCheckboxQuery = ClientExportQuery & { ids?: string[] };

type Fits<Narrow, Wide> = [Narrow] extends [Wide] ? true : false;
type Assert<T extends true> = T;
export type QueryTypesFitContracts = [
  Assert<Fits<ClientPageQuery, TClientListQuery>>,
  Assert<Fits<ClientExportQuery, TClientExportQuery>>,
  Assert<Fits<ClientCheckboxQuery, TClientCheckboxQuery>>,
];
