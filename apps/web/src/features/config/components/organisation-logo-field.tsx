import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Printed on every bill and receipt, so it must stay small; the contract allows PNG and JPEG. */
export const MAX_LOGO_BYTES = 200 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

type OrganisationLogoFieldProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function OrganisationLogoField({ value, onChange, error }: OrganisationLogoFieldProps) {
  const { t } = useTranslation('config-organisation');
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setProblem(t('logo.wrongType'));
    if (file.size > MAX_LOGO_BYTES) {
      return setProblem(t('logo.tooLarge', { size: Math.ceil(file.size / 1024) }));
    }
    try {
      onChange(await readAsDataUrl(file));
      setProblem(null);
    } catch {
      setProblem(t('logo.unreadable'));
    }
  };

  return (
    <Input.Wrapper label={t('fields.logo')} description={t('logo.hint')} error={problem ?? error}>
      <Group gap="md" mt={6} align="center">
        <Paper withBorder radius="md" w={120} h={80} p={4}>
          {value ? (
            <Image src={value} alt={t('logo.preview')} h="100%" w="100%" fit="contain" />
          ) : (
            <Stack h="100%" justify="center" align="center">
              <Text size="xs" c="dimmed">
                {t('logo.none')}
              </Text>
            </Stack>
          )}
        </Paper>
        <Stack gap={6}>
          <FileButton onChange={pick} accept={LOGO_TYPES.join(',')}>
            {(props) => (
              <Button variant="light" size="xs" {...props}>
                {value ? t('logo.change') : t('logo.upload')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              {t('logo.remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
