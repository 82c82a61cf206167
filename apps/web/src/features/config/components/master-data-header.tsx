import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';

type MasterDataHeaderProps = { title: string; description: string; action?: ReactNode };

/** The configuration pages' header: the shared page header with one main button. */
export function MasterDataHeader({ title, description, action }: MasterDataHeaderProps) {
  return <PageHeader title={title} description={description} actions={action} />;
}
