import { Fieldset, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a long form ("ข้อมูลผู้ใช้น้ำ", "มาตรวัดน้ำ"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      legend={
        <Text component="span" fw={700} size="lg" px={4}>
          {title}
        </Text>
      }
    >
      {children}
    </Fieldset>
  );
}
