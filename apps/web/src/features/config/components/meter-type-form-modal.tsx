import type { TMeterType } from '@prapa/contracts/meter-types';
import { MasterDataFormModal } from './master-data-form.tsx';
import { MeterTypeForm } from './meter-type-form.tsx';

type MeterTypeFormModalProps = {
  opened: boolean;
  meterType: TMeterType | null;
  onClose: () => void;
};

/** Add (meterType null) or edit one meter type. */
export function MeterTypeFormModal({ opened, meterType, onClose }: MeterTypeFormModalProps) {
  return (
    <MasterDataFormModal
      ns="config-meter-types"
      opened={opened}
      editing={meterType !== null}
      onClose={onClose}
    >
      {(onDone) => <MeterTypeForm meterType={meterType} onDone={onDone} />}
    </MasterDataFormModal>
  );
}
