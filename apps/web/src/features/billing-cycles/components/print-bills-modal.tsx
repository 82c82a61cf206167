import { Modal, Stack, Text } from '@mantine/core';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { saveFile } from '../../../lib/api-download.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { downloadCycleBills } from '../api/download-cycle-bills.ts';

type PrintBillsModalProps = { cycle: TBillingCycle | null; onClose: () => void };

/** พิมพ์ใบแจ้งหนี้: the cycle's bills as one server PDF, all areas or one. */
export function PrintBillsModal({ cycle, onClose }: PrintBillsModalProps) {
  const { t } = useTranslation('billing-cycles');
  const [areaId, setAreaId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    if (!cycle) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadCycleBills(cycle.id, areaId);
      saveFile(file, t('printBills.fileName', { name: cycle.bill_cycle_name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={cycle !== null}
      onClose={onClose}
      centered
      title={cycle ? t('printBills.title', { name: cycle.bill_cycle_name }) : ''}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('printBills.hint')}
        </Text>
        <AreaSelect
          label={t('printBills.area')}
          placeholder={t('printBills.allAreas')}
          value={areaId}
          onChange={setAreaId}
          comboboxProps={{ withinPortal: false }}
        />
        <DialogActions
          failure={failure}
          onBack={onClose}
          backLabel={t('billRun.close')}
          confirmLabel={t('printBills.download')}
          pending={busy}
          onConfirm={() => void download()}
        />
      </Stack>
    </Modal>
  );
}
