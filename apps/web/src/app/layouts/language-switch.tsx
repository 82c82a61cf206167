import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../../lib/i18n.ts';

/**
 * TH | EN as two pressed/unpressed buttons: on the sign-in page too, where a SegmentedControl
 * cost 3 KB of the first page's JavaScript for the same two choices.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'th';
  return (
    <Button.Group aria-label={t('header.language')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="compact-xs"
          variant={lang === current ? 'filled' : 'default'}
          aria-pressed={lang === current}
          onClick={() => setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
