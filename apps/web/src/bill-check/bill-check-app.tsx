import type { TBillCheckResult } from '@prapa/contracts/bill-check';
import { useEffect, useRef, useState } from 'react';
import { BillCheckForm, type BillCheckFormValues } from './bill-check-form.tsx';
import { BillCheckResult } from './bill-check-result.tsx';
import { checkBill } from './check-bill.ts';
import { formatClock, formatInstant } from './format.ts';
import { useI18n } from './i18n.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; result: TBillCheckResult; at: Date }
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | { kind: 'rate-limited'; until: number };

const EMPTY: BillCheckFormValues = { member_or_water_no: '', house_no: '' };

function DropIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path fill="#1c7ed6" d="M12 2s-7 8.4-7 12.6a7 7 0 0 0 14 0C19 10.4 12 2 12 2z" />
    </svg>
  );
}

/** Seconds left until `until` (ms), ticking once a second while above zero. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function BillCheckApp() {
  const { t, lang, setLang } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [values, setValues] = useState(EMPTY);
  const abort = useRef<AbortController | null>(null);
  const secondsLeft = useSecondsLeft(state.kind === 'rate-limited' ? state.until : null);

  useEffect(() => {
    document.title = `${t('title')} · PRAPA`;
  }, [t]);

  const submit = async (next: BillCheckFormValues) => {
    setValues(next);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'busy' });
    const outcome = await checkBill(next, lang, controller.signal);
    if (controller.signal.aborted) return;
    if (outcome.kind === 'found')
      setState({ kind: 'found', result: outcome.result, at: new Date() });
    else if (outcome.kind === 'rate-limited') {
      setState({ kind: 'rate-limited', until: Date.now() + outcome.retryAfterSeconds * 1000 });
    } else setState({ kind: outcome.kind });
  };

  return (
    <div className="page">
      <header className="top">
        <span className="brand">
          <DropIcon />
          {t('appName')}
        </span>
        <button
          type="button"
          className="link no-print"
          lang={lang === 'th' ? 'en' : 'th'}
          aria-label={t('switchLanguageLabel')}
          onClick={() => setLang(lang === 'th' ? 'en' : 'th')}
        >
          {t('switchLanguage')}
        </button>
      </header>
      <main>
        <h1>{t('title')}</h1>
        {state.kind === 'found' ? (
          <>
            <BillCheckResult result={state.result} />
            <p className="as-of">{t('printedAt', { date: formatInstant(state.at, lang) })}</p>
            <div className="actions no-print">
              <button type="button" className="secondary" onClick={() => window.print()}>
                {t('print')}
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  setValues(EMPTY);
                  setState({ kind: 'idle' });
                }}
              >
                {t('again')}
              </button>
            </div>
          </>
        ) : (
          <>
            <BillCheckForm
              key={lang}
              busy={state.kind === 'busy'}
              waitSeconds={secondsLeft}
              initial={values}
              onSubmit={(next) => void submit(next)}
            />
            <div aria-live="polite" className="messages">
              {state.kind === 'not-found' && <p className="alert">{t('notFound')}</p>}
              {state.kind === 'failed' && <p className="alert">{t('failed')}</p>}
              {state.kind === 'rate-limited' &&
                (secondsLeft > 0 ? (
                  <p className="alert" data-testid="retry">
                    {t('rateLimited', {
                      seconds: secondsLeft,
                      time: formatClock(new Date(state.until)),
                    })}
                  </p>
                ) : (
                  <p className="notice">{t('retryNow')}</p>
                ))}
            </div>
          </>
        )}
      </main>
    </div>
  );
}
