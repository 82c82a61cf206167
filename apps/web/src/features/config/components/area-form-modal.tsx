import type { TArea } from '@prapa/contracts/areas';
import { AreaForm } from './area-form.tsx';
import { MasterDataFormModal } from './master-data-form.tsx';

type AreaFormModalProps = { opened: boolean; area: TArea | null; onClose: () => void };

/** Add (area null) or edit one area. */
export function AreaFormModal({ opened, area, onClose }: AreaFormModalProps) {
  return (
    <MasterDataFormModal
      ns="config-areas"
      opened={opened}
      editing={area !== null}
      onClose={onClose}
    >
      {(onDone) => <AreaForm area={area} onDone={onDone} />}
    </MasterDataFormModal>
  );
}
