import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './login-page-static.tsx';

describe('the sign-in page prerendered for index.html', () => {
  it('is the Thai sign-in page with its two fields and button', () => {
    const html = renderLoginPage();
    expect(html).toContain('เข้าสู่ระบบ');
    expect(html).toContain('name="user_name"');
    expect(html).toContain('name="password"');
    expect(html).toContain('type="submit"');
    // No error is shown before anything was sent.
    expect(html).not.toContain('role="alert"');
  });
});
