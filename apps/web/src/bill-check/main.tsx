import './bill-check.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BillCheckApp } from './bill-check-app.tsx';
import { I18nProvider } from './i18n.tsx';

// The public bill-check page: its own entry (billcheck.html), sharing no code with the back
// office but the contracts' types and the domain's formatting (docs/decisions/009-bill-check.md).
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from billcheck.html');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <BillCheckApp />
    </I18nProvider>
  </StrictMode>,
);
