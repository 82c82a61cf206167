import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSession,
  getToken,
  refreshSession,
  setUserInfo,
  signOut,
  subscribeSession,
  USER_KEY,
} from './session.ts';

const user = {
  id: 7,
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

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });

  it('keeps user info in local storage under the key `user`', () => {
    expect(USER_KEY).toBe('user');
    setUserInfo({ token: 'abc', ...user });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ token: 'abc', ...user });
  });

  it('is logged in exactly when the stored token is non-empty', () => {
    setUserInfo({ token: 'abc', ...user });
    expect(getSession()).toMatchObject({ isLoggedIn: true, role: 3 });
    expect(getToken()).toBe('abc');
    setUserInfo({ token: '', ...user });
    expect(getSession()).toMatchObject({ isLoggedIn: false, role: null });
    expect(getToken()).toBeNull();
    setUserInfo({ ...user });
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('signs out by writing an empty object', () => {
    setUserInfo({ token: 'abc', ...user });
    signOut();
    expect(localStorage.getItem('user')).toBe('{}');
    expect(getSession()).toEqual({ isLoggedIn: false, user: {}, role: null });
  });

  it('re-reads local storage on refresh (application start)', () => {
    localStorage.setItem('user', JSON.stringify({ token: 'from-disk', ...user }));
    expect(getSession().isLoggedIn).toBe(false);
    refreshSession();
    expect(getSession()).toMatchObject({ isLoggedIn: true, user: { full_name: 'สมหญิง ใจดี' } });
  });

  it('treats unreadable stored info as logged out', () => {
    localStorage.setItem('user', '{not json');
    refreshSession();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('follows sign-out in another tab through the storage event and notifies subscribers', () => {
    setUserInfo({ token: 'abc', ...user });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem('user', '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    expect(getSession().isLoggedIn).toBe(false);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
