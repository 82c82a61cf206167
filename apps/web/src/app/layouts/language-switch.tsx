import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../../lib/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'th';
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.language')}
      value={current}
      onChange={(value) => setLanguage(value as Language)}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
    />
  );
}
