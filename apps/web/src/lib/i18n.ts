import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'lang';

// Each JSON file under locales/<lang>/ is one namespace named after the file, so features
// add their own file without touching a shared one. Only what the sign-in page and any error
// need ships with the first page, in Thai (the default and fallback); every other namespace
// and language is fetched the first time a component asks for it (docs/decisions/017-…),
// under a Suspense boundary (react-i18next suspends until it is there).
export const FIRST_PAGE_NAMESPACES = ['common', 'auth', 'errors', 'validation'] as const;
const firstPage = import.meta.glob<{ default: ResourceKey }>(
  '../locales/th/{common,auth,errors,validation}.json',
  { eager: true },
);
const later = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

function firstPageResources() {
  const resources: Record<string, Record<string, ResourceKey>> = { th: {} };
  for (const [path, mod] of Object.entries(firstPage)) {
    const ns = /locales\/th\/([^/]+)\.json$/.exec(path)?.[1];
    if (ns && resources.th) resources.th[ns] = mod.default;
  }
  return resources;
}

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = later[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'th';
}

export function setLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources: firstPageResources(),
    partialBundledLanguages: true,
    ns: [...FIRST_PAGE_NAMESPACES],
    lng: storedLanguage(),
    fallbackLng: 'th',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export { i18n };
