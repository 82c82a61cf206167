import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import en from './locales/en.json';
import th from './locales/th.json';

/**
 * The page's own few strings, without i18next: a lookup with {{name}} placeholders is all it
 * needs, and the page must stay small. Thai first; the key is the one the back office uses,
 * so a language chosen in either place carries over.
 */
export type Lang = 'th' | 'en';
export type MessageKey = keyof typeof th;

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { th, en };
const LANGUAGE_KEY = 'lang';

export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[lang][key] ?? MESSAGES.th[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function storedLang(): Lang {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'th';
  } catch {
    return 'th';
  }
}

type I18n = {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  setLang: (lang: Lang) => void;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initial ?? storedLang());
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    document.documentElement.lang = next;
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this visit.
    }
  }, []);
  const value = useMemo<I18n>(
    () => ({ lang, setLang, t: (key, params) => translate(lang, key, params) }),
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
