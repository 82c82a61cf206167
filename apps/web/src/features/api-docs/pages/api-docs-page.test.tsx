import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiDocsPage } from './api-docs-page.tsx';

const DOC = {
  openapi: '3.0.3',
  info: { title: 'PRAPA API', version: '1.0.0' },
  paths: {
    '/api/auth/login': {
      post: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token and the user info',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['user_name', 'password'],
                properties: {
                  user_name: { type: 'string', maxLength: 32 },
                  password: { type: 'string' },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/api/accounts/{id}': {
      get: {
        tags: ['accounts'],
        summary: 'One account',
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'object',
                      required: ['id'],
                      properties: {
                        id: { type: 'integer' },
                        throttled_until: { type: 'string', nullable: true },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('API docs page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the document with the session and lists each call with its fields', async () => {
    const api = fakeApi({
      'GET /api/docs/json': () => json(200, DOC),
    });
    const { user } = renderWithProviders(<ApiDocsPage />);
    expect(await screen.findByText('/api/accounts/{id}')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'เอกสาร API' })).toBeInTheDocument();
    expect(screen.getByText('แสดง 2 จาก 2 คำสั่ง · เวอร์ชัน 1.0.0')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);

    // The accordion opens its panel on the next animation frame, not within the click.
    await user.click(screen.getByText('/api/accounts/{id}'));
    const row = (await screen.findByRole('cell', { name: 'id' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('เส้นทาง')).toBeInTheDocument();
    expect(within(row).getByText('integer 1–')).toBeInTheDocument();
    expect(screen.getByText('ข้อมูลที่ได้รับ (200)')).toBeInTheDocument();
    expect(screen.getByText('throttled_until')).toBeInTheDocument();
    expect(screen.getByText('string | null')).toBeInTheDocument();
    expect(screen.getByText(/^ต้องเข้าสู่ระบบ/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('ค้นหา'), 'login');
    expect(screen.queryByText('/api/accounts/{id}')).not.toBeInTheDocument();
    await user.click(screen.getByText('/api/auth/login'));
    expect(await screen.findByText('ข้อมูลที่ส่ง (JSON)')).toBeInTheDocument();
    expect(screen.getByText('user_name')).toBeInTheDocument();
    expect(screen.getByText('string ≤32')).toBeInTheDocument();
  });
});
