import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { withModals } from '../../../components/ui/modals-on-demand.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { loadOfflineState, offlineState, signedInAccount, syncPending } from './offline-state.ts';
import { loadPending } from './offline-store.ts';

type Choice = 'send' | 'keep' | 'cancel';

/** Readings the account typed on this phone and the server has not accepted yet. */
async function waitingOf(account: number): Promise<number> {
  const state = offlineState();
  if (state.account === account && state.loaded) return state.pending.length;
  try {
    return (await loadPending(account)).length;
  } catch {
    // No IndexedDB here: nothing can be waiting.
    return 0;
  }
}

function ask(count: number): Promise<Choice> {
  const t = i18n.getFixedT(null, 'readings');
  return new Promise((resolve) => {
    let answered = false;
    let id = '';
    const answer = (choice: Choice) => {
      if (answered) return;
      answered = true;
      resolve(choice);
      modals.close(id);
    };
    void withModals(() => {
      id = modals.open({
        title: t('offline.signOut.title'),
        centered: true,
        onClose: () => answer('cancel'),
        children: (
          <Stack gap="sm">
            <Text>{t('offline.signOut.message', { count })}</Text>
            <Text size="sm" c="dimmed">
              {t('offline.signOut.keepHint')}
            </Text>
            <Button onClick={() => answer('send')} data-autofocus>
              {t('offline.signOut.send')}
            </Button>
            <Button variant="default" onClick={() => answer('keep')}>
              {t('offline.signOut.keep')}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => answer('cancel')}>
              {t('offline.signOut.cancel')}
            </Button>
          </Stack>
        ),
      });
    });
  });
}

/**
 * Asked before signing out (decision 025): readings typed offline and not yet sent stay on the
 * phone under this account, never sent by whoever signs in next. With some waiting the reader
 * chooses to send them first (sign-out goes ahead once all are accepted) or to keep them for
 * this account (sent at its next sign-in on this phone). Resolves true when sign-out may go on.
 */
export async function confirmSignOutWithWaiting(): Promise<boolean> {
  const account = signedInAccount();
  if (account === null) return true;
  const count = await waitingOf(account);
  if (count === 0) return true;
  await i18n.loadNamespaces('readings');
  const choice = await ask(count);
  if (choice !== 'send') return choice === 'keep';
  await loadOfflineState();
  await syncPending();
  const left = offlineState().account === account ? offlineState().pending.length : count;
  const t = i18n.getFixedT(null, 'readings');
  if (left === 0) {
    notifications.show({ color: 'green', message: t('offline.signOut.sent') });
    return true;
  }
  notifications.show({
    color: 'orange',
    autoClose: false,
    message: t('offline.signOut.notSent', { count: left }),
  });
  return false;
}
