import { ZLogoutResponse, ZMeResponse } from '@prapa/contracts/auth';
import { dataEnvelope } from '@prapa/contracts/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, apiRequestUnparsed } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { getSession, refreshSession, setUserInfo, signOut } from './session.ts';

const ZAny = dataEnvelope(z.unknown());

const user = {
  id: 3,
  user_name: 'view',
  full_name: 'สมหญิง ใจดี',
  type: 3,
  role_name: 'VIEW',
  role_name_th: 'พนักงานจดมาตร',
  general_read: true,
  general_edit: false,
  meter_read: true,
  meter_edit: true,
};

const signIn = () => setUserInfo({ token: 'token-3', ...user });

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof respond>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('apiRequest', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('adds the bearer token when signed in and returns `data`', async () => {
    signIn();
    const fetchMock = respond(200, { data: user });
    const me = await apiRequest('/api/auth/me', { schema: ZMeResponse });
    expect(me.full_name).toBe('สมหญิง ใจดี');
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer token-3');
  });

  it("takes over index.html's prefetched answer once, for the same token only", async () => {
    signIn();
    const fetchMock = respond(200, { data: { ...user, full_name: 'from the network' } });
    const early = (full_name: string) =>
      Promise.resolve(new Response(JSON.stringify({ data: { ...user, full_name } })));
    window.__prapaPrefetch = {
      token: 'token-3',
      at: Date.now(),
      responses: { '/api/auth/me': early('prefetched') },
    };
    const first = await apiRequest('/api/auth/me', { schema: ZMeResponse });
    expect(first.full_name).toBe('prefetched');
    expect(fetchMock).not.toHaveBeenCalled();
    const second = await apiRequest('/api/auth/me', { schema: ZMeResponse });
    expect(second.full_name).toBe('from the network');

    // Fetched for another session: not used, and asked again.
    window.__prapaPrefetch = {
      token: 'someone-else',
      at: Date.now(),
      responses: { '/api/auth/me': early('stale') },
    };
    const third = await apiRequest('/api/auth/me', { schema: ZMeResponse });
    expect(third.full_name).toBe('from the network');
    // ... and dropped, with the other session's token.
    expect(window.__prapaPrefetch).toBeUndefined();

    // Signing out drops what is left.
    window.__prapaPrefetch = { token: 'token-3', at: Date.now(), responses: {} };
    signOut();
    expect(window.__prapaPrefetch).toBeUndefined();
  });

  it('sends extra headers (an idempotency key) beside the token', async () => {
    signIn();
    const fetchMock = respond(200, { data: null });
    await apiRequest('/api/x', {
      method: 'POST',
      body: {},
      schema: ZAny,
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(sent(fetchMock).headers.get('idempotency-key')).toBe('k-1');
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer token-3');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = respond(200, { data: { ok: true } });
    await apiRequest('/api/auth/logout', { method: 'POST', schema: ZLogoutResponse });
    expect(sent(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('asks for server messages in the language the user chose', async () => {
    const fetchMock = respond(200, { data: null });
    await apiRequest('/api/x', { schema: ZAny });
    expect(sent(fetchMock).headers.get('Accept-Language')).toBe('th');
    await i18n.changeLanguage('en');
    await apiRequest('/api/x', { schema: ZAny });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('en');
  });

  it('snake-cases query params and JSON body keys', async () => {
    const fetchMock = respond(200, { data: null });
    await apiRequest('/api/user/client', {
      method: 'PATCH',
      query: { clientId: 9, areaId: undefined },
      body: { params: { firstName: 'สมชาย', meterList: [{ meterNo: 'A1' }] } },
      schema: ZAny,
    });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/user/client?client_id=9');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      params: { first_name: 'สมชาย', meter_list: [{ meter_no: 'A1' }] },
    });
  });

  it('sends FormData unchanged and lets the browser set its content type', async () => {
    const fetchMock = respond(200, { data: null });
    const form = new FormData();
    form.append('fileName', 'bank.csv');
    await apiRequest('/api/import', { method: 'POST', body: form, schema: ZAny });
    const { init, headers } = sent(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('uses VITE_API_BASE_URL when configured', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:4000/');
    const fetchMock = respond(200, { data: null });
    await apiRequest('/api/health', { schema: ZAny });
    expect(sent(fetchMock).url).toBe('http://localhost:4000/api/health');
  });

  it('signs the user out on 401 and throws the server message', async () => {
    signIn();
    respond(401, { error: { code: 'UNAUTHENTICATED', message: 'กรุณาเข้าสู่ระบบอีกครั้ง' } });
    const error = await apiRequest('/api/auth/me', { schema: ZMeResponse }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem('user')).toBe('{}');
  });

  it('keeps the session when a 401 is about a password typed into a form', async () => {
    signIn();
    respond(401, { error: { code: 'WRONG_PASSWORD', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } });
    await expect(apiRequest('/api/auth/change-password', { schema: ZAny })).rejects.toThrow(
      'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    );
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    respond(400, {
      error: {
        code: 'VALIDATION',
        message: 'ข้อมูลไม่ถูกต้อง',
        fields: [{ path: 'user_name', message: 'กรุณากรอกชื่อผู้ใช้' }],
      },
    });
    const error = await apiRequest('/api/auth/login', { schema: ZAny }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'ข้อมูลไม่ถูกต้อง',
      fields: [{ path: 'user_name', message: 'กรุณากรอกชื่อผู้ใช้' }],
    });
  });

  it('explains in Thai when the answer is not our error shape', async () => {
    respond(502, '<html>Bad Gateway</html>');
    await expect(apiRequest('/api/x', { schema: ZAny })).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'เซิร์ฟเวอร์ตอบกลับผิดพลาด (รหัส 502) กรุณาลองใหม่อีกครั้ง',
    });
  });

  it('says in Thai that the server cannot be reached when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiRequest('/api/x', { schema: ZAny }).catch((e) => e);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: expect.stringContaining('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้'),
    });
  });

  it('rejects a success body that does not match the contract', async () => {
    respond(200, { data: { nope: true } });
    await expect(apiRequest('/api/auth/me', { schema: ZMeResponse })).rejects.toMatchObject({
      code: 'UNKNOWN',
    });
  });

  it('does not take an error body of another shape for ours', async () => {
    respond(400, { error: { code: 'VALIDATION', message: 'x', fields: [{ path: 1 }] } });
    await expect(apiRequest('/api/x', { schema: ZAny })).rejects.toMatchObject({
      status: 400,
      code: 'UNKNOWN',
    });
    respond(409, { error: { code: 'SOMETHING_NEW', message: 'x' } });
    await expect(apiRequest('/api/x', { schema: ZAny })).rejects.toMatchObject({
      code: 'UNKNOWN',
    });
  });

  // The same hooks: the unparsed call shares the request, only the parse is left out.
  describe('apiRequestUnparsed', () => {
    it('returns `data` as the server encoded it, with the same token and errors', async () => {
      signIn();
      const fetchMock = respond(200, { data: user });
      const me = await apiRequestUnparsed<typeof ZMeResponse>('/api/auth/me', {});
      expect(me).toEqual(user);
      expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer token-3');
      respond(403, { error: { code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } });
      await expect(apiRequestUnparsed<typeof ZAny>('/api/x', {})).rejects.toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    });

    it('still refuses an answer without the `data` envelope', async () => {
      respond(200, '<html>portal</html>');
      await expect(apiRequestUnparsed<typeof ZAny>('/api/x', {})).rejects.toMatchObject({
        code: 'UNKNOWN',
        message: 'ข้อมูลที่ได้รับจากเซิร์ฟเวอร์ไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
      });
    });
  });
});
