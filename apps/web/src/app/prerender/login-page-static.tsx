import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../../features/auth/pages/login-page.tsx';
import { BlankLayout } from '../layouts/blank-layout.tsx';
import { AppProviders } from '../providers.tsx';

/**
 * The sign-in page as React first renders it (Thai, no error shown), rendered at build time
 * into index.html so it paints with the HTML and the CSS, before the JavaScript has arrived
 * (vite.config.ts, `staticLoginPaint`; decision 034). React replaces it on its first render.
 */
export function renderLoginPage(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route element={<BlankLayout />}>
            <Route path="/login" element={<LoginPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
