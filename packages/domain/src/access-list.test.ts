import { describe, expect, it } from 'vitest';
import {
  API_AREAS,
  type ApiArea,
  canCallApi,
  canOpenPage,
  decideRoute,
  landingPath,
  normalisePath,
  PAGE,
  PUBLIC_PAGES,
  pathMatches,
  ROLE_PAGES,
} from './access-list.ts';
import { type PermissionFlags, ROLE, ROLE_DEFAULT_FLAGS, type RoleNumber } from './roles.ts';

const ROLES = [ROLE.ADMIN, ROLE.NORM, ROLE.VIEW, ROLE.DEV] as const;

/**
 * Who may open which page, written out by hand from spec §6 and decision 001 (not derived from
 * the module). Columns: ADMIN, NORM, VIEW, DEV. VIEW: /, /managemeter and /reports (the meter
 * sheet only). NORM adds the office
 * pages. ADMIN adds accounting, every /customconfig page and /dev/import. DEV: anything.
 */
const PAGE_TABLE: Record<string, [boolean, boolean, boolean, boolean]> = {
  '/': [true, true, true, true],
  '/managemeter': [true, true, true, true],
  '/filemanagement': [true, true, false, true],
  '/reports': [true, true, true, true],
  '/process/billing': [true, true, false, true],
  '/process/payment': [true, true, false, true],
  '/process/payment/close': [true, true, false, true],
  '/process/importcsvfile': [true, true, false, true],
  '/process/debtnotification': [true, true, false, true],
  '/manageclient': [true, true, false, true],
  '/investigation': [true, true, false, true],
  '/p32_dailyincome': [true, true, false, true],
  '/debtaccount': [true, true, false, true],
  '/sumreceipt': [true, true, false, true],
  '/user-billing': [true, true, false, true],
  '/addnewclient': [true, true, false, true],
  '/report/waterhistory': [true, true, false, true],
  '/process/accounting': [true, false, false, true],
  '/customconfig/account': [true, false, false, true],
  '/customconfig/userrole': [true, false, false, true],
  '/customconfig/clientstatus': [true, false, false, true],
  '/customconfig/district': [true, false, false, true],
  '/customconfig/meter': [true, false, false, true],
  '/customconfig/tariff': [true, false, false, true],
  '/customconfig/organisation': [true, false, false, true],
  '/dev/import': [true, false, false, true],
  '/audit': [true, false, false, true],
  '/apidocs': [true, false, false, true],
  '/dev/mock': [false, false, false, true],
  // /login and /access-denied are handled by decideRoute, not by the lists: only DEV ("any")
  // has them in its list. /billcheck is public.
  '/login': [false, false, false, true],
  '/access-denied': [false, false, false, true],
  '/billcheck': [true, true, true, true],
};

describe('the page table covers every route', () => {
  it('lists exactly the paths of PAGE, so a new page must be added here on purpose', () => {
    expect(Object.keys(PAGE_TABLE).sort()).toEqual([...Object.values(PAGE)].sort());
  });

  it('makes only /billcheck public', () => {
    expect(PUBLIC_PAGES).toEqual(['/billcheck']);
  });
});

describe('canOpenPage: every role × every page', () => {
  for (const [path, allowed] of Object.entries(PAGE_TABLE)) {
    ROLES.forEach((role, column) => {
      it(`role ${role} ${allowed[column] ? 'may' : 'may not'} open ${path}`, () => {
        expect(canOpenPage(role, path)).toBe(allowed[column]);
      });
    });
  }
});

describe('decideRoute: every role × every page when signed in', () => {
  for (const [path, allowed] of Object.entries(PAGE_TABLE)) {
    ROLES.forEach((role, column) => {
      // Signed in: /login sends home, /access-denied and /billcheck open, the rest per table.
      let expected: ReturnType<typeof decideRoute>;
      if (path === '/login') expected = { kind: 'redirect', to: '/' };
      else if (path === '/access-denied' || path === '/billcheck') expected = { kind: 'allow' };
      else expected = allowed[column] ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
      it(`role ${role} on ${path} → ${JSON.stringify(expected)}`, () => {
        expect(decideRoute(path, { role })).toEqual(expected);
      });
    });
  }
});

describe('decideRoute when signed out', () => {
  for (const path of Object.keys(PAGE_TABLE)) {
    const open = path === '/login' || path === '/billcheck';
    it(`${path} → ${open ? 'allow' : '/login'}`, () => {
      expect(decideRoute(path, null)).toEqual(
        open ? { kind: 'allow' } : { kind: 'redirect', to: '/login' },
      );
    });
  }

  it.each(['/Billcheck', '/BILLCHECK/', '/billcheck?invoice=123'])('bill check %s is open', (p) => {
    expect(decideRoute(p, null)).toEqual({ kind: 'allow' });
  });

  it.each(['/user-billing/7', '/nowhere', '/Login/extra'])('%s sends to /login', (p) => {
    const expected = p === '/Login/extra' ? { kind: 'allow' } : { kind: 'redirect', to: '/login' };
    // '/Login/extra' is a sub-path of /login, which the prefix rule admits like any entry.
    expect(decideRoute(p, null)).toEqual(expected);
  });

  it('keeps /login?next=… open', () => {
    expect(decideRoute('/login?next=/manageclient', null)).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute special cases when signed in', () => {
  it('sends a signed-in user away from /login to /', () => {
    for (const role of ROLES) {
      expect(decideRoute('/LOGIN/', { role })).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('sends a forbidden page to the role landing page', () => {
    expect(decideRoute('/ManageClient', { role: ROLE.VIEW })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute('/customconfig/account', { role: ROLE.NORM })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends an unknown page to the landing page, except for DEV', () => {
    expect(decideRoute('/no-such-page', { role: ROLE.ADMIN })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute('/no-such-page', { role: ROLE.DEV })).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user see /access-denied', () => {
    expect(decideRoute('/access-denied', { role: ROLE.VIEW })).toEqual({ kind: 'allow' });
  });
});

describe('path matching', () => {
  it.each([
    ['/ManageClient', '/manageclient'],
    ['/manageclient/', '/manageclient'],
    ['/manageclient///', '/manageclient'],
    ['/manageclient?page=2', '/manageclient'],
    ['/manageclient#top', '/manageclient'],
    ['/CustomConfig/Account?x=1#y', '/customconfig/account'],
    ['/', '/'],
    ['', '/'],
    ['/?a=1', '/'],
    ['///', '/'],
  ])('normalisePath(%j) = %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });

  it('matches case-insensitively, as the spec list is capitalised (/ManageClient)', () => {
    expect(canOpenPage(ROLE.NORM, '/ManageClient')).toBe(true);
    expect(canOpenPage(ROLE.VIEW, '/ManageMeter')).toBe(true);
    expect(canOpenPage(ROLE.ADMIN, '/CustomConfig/Account')).toBe(true);
    expect(canOpenPage(ROLE.NORM, '/CustomConfig/Account')).toBe(false);
    expect(canOpenPage(ROLE.NORM, '/Process/Billing')).toBe(true);
  });

  it('ignores a trailing slash and the query string', () => {
    expect(canOpenPage(ROLE.NORM, '/manageclient/')).toBe(true);
    expect(canOpenPage(ROLE.NORM, '/manageclient?area=3&page=2')).toBe(true);
    expect(canOpenPage(ROLE.VIEW, '/managemeter/?q=1')).toBe(true);
  });

  it('admits sub-paths of an entry: /user-billing/123', () => {
    expect(canOpenPage(ROLE.NORM, '/user-billing/123')).toBe(true);
    expect(canOpenPage(ROLE.NORM, '/User-Billing/123/')).toBe(true);
    expect(canOpenPage(ROLE.VIEW, '/user-billing/123')).toBe(false);
    expect(pathMatches('/user-billing', '/user-billing/123')).toBe(true);
  });

  it('does not treat a longer name as a sub-path', () => {
    expect(pathMatches('/user-billing', '/user-billingx')).toBe(false);
    expect(canOpenPage(ROLE.NORM, '/user-billing-export')).toBe(false);
    expect(canOpenPage(ROLE.ADMIN, '/customconfig/meter-extra')).toBe(false);
  });

  it('does not let / admit everything', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/process/billing')).toBe(false);
    expect(canOpenPage(ROLE.VIEW, '/process/billing')).toBe(false);
    expect(canOpenPage(ROLE.VIEW, '/anything')).toBe(false);
  });

  it("uses the real routes, not the spec list's spellings", () => {
    // Spec §6 lists /client/add and /Database; the routes are /addnewclient and none.
    expect(canOpenPage(ROLE.NORM, '/client/add')).toBe(false);
    expect(canOpenPage(ROLE.NORM, '/Database')).toBe(false);
    expect(canOpenPage(ROLE.NORM, '/AddNewClient')).toBe(true);
  });
});

describe('landingPath', () => {
  it.each(ROLES)('role %s lands on /', (role) => {
    expect(landingPath(role)).toBe('/');
  });

  it('takes the first entry of each list, and / for DEV', () => {
    expect(ROLE_PAGES[ROLE.ADMIN]).not.toBe('any');
    expect((ROLE_PAGES[ROLE.VIEW] as readonly string[])[0]).toBe('/');
    expect(ROLE_PAGES[ROLE.DEV]).toBe('any');
  });
});

type Access = 'rw' | 'r' | '-';

/**
 * API ceiling per role, written by hand from decision 001 (default flags, which do not narrow
 * anything except VIEW's general_edit, and VIEW has no general write area anyway).
 * Columns: ADMIN, NORM, VIEW, DEV.
 */
const API_TABLE: Record<ApiArea, [Access, Access, Access, Access]> = {
  auth: ['rw', 'rw', 'rw', 'rw'],
  accounts: ['rw', '-', '-', 'rw'],
  config: ['rw', 'r', 'r', 'rw'],
  clients: ['rw', 'rw', 'r', 'rw'],
  meters: ['rw', 'rw', 'r', 'rw'],
  'billing-cycles': ['rw', 'rw', 'r', 'rw'],
  readings: ['rw', 'rw', 'rw', 'rw'],
  invoices: ['rw', 'rw', '-', 'rw'],
  payments: ['rw', 'rw', '-', 'rw'],
  'bank-import': ['rw', 'rw', '-', 'rw'],
  remittance: ['rw', '-', '-', 'rw'],
  debt: ['rw', 'rw', '-', 'rw'],
  investigation: ['rw', 'rw', '-', 'rw'],
  reports: ['r', 'r', '-', 'rw'],
  'report-centre': ['r', 'r', 'r', 'rw'],
  files: ['rw', 'r', '-', 'rw'],
  dashboard: ['r', 'r', 'r', 'rw'],
  'data-import': ['rw', '-', '-', 'rw'],
  audit: ['r', '-', '-', 'rw'],
  'dev-mock': ['-', '-', '-', 'rw'],
};

describe('canCallApi: every role × area × access with default flags', () => {
  it('the table covers every API area', () => {
    expect(Object.keys(API_TABLE).sort()).toEqual([...API_AREAS].sort());
  });

  for (const [area, row] of Object.entries(API_TABLE) as [ApiArea, Access[]][]) {
    ROLES.forEach((role, column) => {
      const access = row[column]!;
      it(`role ${role} ${area}: ${access}`, () => {
        const flags = ROLE_DEFAULT_FLAGS[role];
        expect(canCallApi(role, flags, area, 'read')).toBe(access !== '-');
        expect(canCallApi(role, flags, area, 'write')).toBe(access === 'rw');
      });
    });
  }
});

describe('canCallApi: flags only narrow the role', () => {
  const all: PermissionFlags = {
    general_read: true,
    general_edit: true,
    meter_read: true,
    meter_edit: true,
  };
  const none: PermissionFlags = {
    general_read: false,
    general_edit: false,
    meter_read: false,
    meter_edit: false,
  };

  it('VIEW cannot write clients even with every flag set', () => {
    expect(canCallApi(ROLE.VIEW, all, 'clients', 'write')).toBe(false);
    expect(canCallApi(ROLE.VIEW, all, 'clients', 'read')).toBe(true);
  });

  it('VIEW writes readings unless meter_edit is false', () => {
    expect(canCallApi(ROLE.VIEW, ROLE_DEFAULT_FLAGS[ROLE.VIEW], 'readings', 'write')).toBe(true);
    const noMeterEdit = { ...ROLE_DEFAULT_FLAGS[ROLE.VIEW], meter_edit: false };
    expect(canCallApi(ROLE.VIEW, noMeterEdit, 'readings', 'write')).toBe(false);
    expect(canCallApi(ROLE.VIEW, noMeterEdit, 'readings', 'read')).toBe(true);
  });

  it('NORM cannot touch accounts whatever the flags', () => {
    expect(canCallApi(ROLE.NORM, all, 'accounts', 'read')).toBe(false);
    expect(canCallApi(ROLE.NORM, all, 'accounts', 'write')).toBe(false);
  });

  it('ADMIN with general_edit=false cannot write config but still reads it and writes readings', () => {
    const flags = { ...all, general_edit: false };
    expect(canCallApi(ROLE.ADMIN, flags, 'config', 'write')).toBe(false);
    expect(canCallApi(ROLE.ADMIN, flags, 'config', 'read')).toBe(true);
    expect(canCallApi(ROLE.ADMIN, flags, 'accounts', 'write')).toBe(false);
    expect(canCallApi(ROLE.ADMIN, flags, 'readings', 'write')).toBe(true);
    expect(canCallApi(ROLE.ADMIN, flags, 'meters', 'write')).toBe(true);
  });

  it('meter areas follow the meter flags, the rest the general flags', () => {
    const noMeterRead = { ...all, meter_read: false };
    expect(canCallApi(ROLE.ADMIN, noMeterRead, 'meters', 'read')).toBe(false);
    expect(canCallApi(ROLE.ADMIN, noMeterRead, 'readings', 'read')).toBe(false);
    expect(canCallApi(ROLE.ADMIN, noMeterRead, 'clients', 'read')).toBe(true);
    const noGeneralRead = { ...all, general_read: false };
    expect(canCallApi(ROLE.NORM, noGeneralRead, 'clients', 'read')).toBe(false);
    expect(canCallApi(ROLE.NORM, noGeneralRead, 'meters', 'read')).toBe(true);
  });

  it.each(ROLES)('role %s with no flags keeps only its own session (auth)', (role: RoleNumber) => {
    for (const area of API_AREAS) {
      for (const access of ['read', 'write'] as const) {
        expect(canCallApi(role, none, area, access)).toBe(area === 'auth');
      }
    }
  });
});
