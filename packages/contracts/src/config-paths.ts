/**
 * Paths of the administration calls (not given by the spec; chosen here and shared so that
 * the API routes and the web fetchers cannot drift apart). `:id` / `:type` / `:code` are
 * route parameters.
 */
export const CONFIG_PATHS = {
  accounts: '/api/accounts',
  account: '/api/accounts/:id',
  accountDisabled: '/api/accounts/:id/disabled',
  accountResetPassword: '/api/accounts/:id/reset-password',
  roles: '/api/config/roles',
  role: '/api/config/roles/:type',
  areas: '/api/config/areas',
  area: '/api/config/areas/:id',
  meterTypes: '/api/config/meter-types',
  meterType: '/api/config/meter-types/:id',
  clientStatuses: '/api/config/client-statuses',
  clientStatus: '/api/config/client-statuses/:code',
  tariffGroups: '/api/config/tariff-groups',
  tariffGroup: '/api/config/tariff-groups/:id',
  tariffGroupVersions: '/api/config/tariff-groups/:id/versions',
  organisation: '/api/config/organisation',
} as const;

/** Fills `:name` placeholders: `pathWith(CONFIG_PATHS.area, { id: 3 })` → '/api/config/areas/3'. */
export function pathWith(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
