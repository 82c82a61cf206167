import { defineConfig } from '@playwright/test';

// The real server (fresh embedded database with demo data) is started by global-setup.ts, which
// publishes its address in PRAPA_E2E_BASE_URL before the workers (which re-read this file) start.
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/artifacts',
  globalSetup: './global-setup.ts',
  // A whole user story per test; 30 s was too little for the tariff form at a load average of 20.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One browser at a time: every spec signs in, and the server rate-limits sign-ins.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: process.env.PRAPA_E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
