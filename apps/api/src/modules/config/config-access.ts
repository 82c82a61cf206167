/**
 * Route access of the master-data calls: every role that has the config area may read them
 * (forms need the lists), only ADMIN and DEV may change them (spec §6, /CustomConfig pages).
 */
export const CONFIG_READ = { access: { area: 'config', access: 'read' } } as const;
export const CONFIG_WRITE = { access: { area: 'config', access: 'write' } } as const;
