import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({}, '/srv/prapa');
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      dataDir: '/srv/prapa/data',
      demo: 'auto',
      trustProxy: false,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads the environment', () => {
    const config = readConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@h/db',
        PRAPA_DATA_DIR: 'var/prapa',
        PRAPA_DEMO: '1',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/srv/var/prapa',
      demo: 'on',
    });
    expect(readConfig({ PRAPA_DEMO: '0' }).demo).toBe('off');
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
