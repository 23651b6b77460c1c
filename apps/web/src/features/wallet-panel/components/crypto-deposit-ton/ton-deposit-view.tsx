import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAIN, TonConnect, TonConnectUIProvider, useTonConnectUI } from '@tonconnect/ui-react';
import type {
  TonConnectConfig,
  TonConnectMethod,
  TonWallet,
} from '@wheelhouse/contracts/ton-connect';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage, fieldErrorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/use-locale';
import {
  fetchTonProofPayload,
  useConnectTonWallet,
  useDisconnectTonWallet,
} from '../../api/connect-ton-wallet';
import { markTonDepositSent, useCreateTonDeposit } from '../../api/create-ton-deposit';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { useTonBalances } from '../../api/get-ton-balances';
import { useTonConfig } from '../../api/get-ton-config';
import { useTonWallet } from '../../api/get-ton-wallet';
import { tonConnectLanguage } from '../../model/ton-connect-language';
import { TonDepositProgress } from './ton-deposit-progress';

/** The TON Connect SDK instance, one per manifest: it keeps the wallet session for the tab. */
let connector: { manifestUrl: string; instance: TonConnect } | null = null;
function connectorFor(config: TonConnectConfig): TonConnect {
  if (connector?.manifestUrl !== config.manifestUrl)
    connector = {
      manifestUrl: config.manifestUrl,
      instance: new TonConnect({
        manifestUrl: config.manifestUrl,
        ...(config.walletsListSource ? { walletsListSource: config.walletsListSource } : {}),
        analytics: { mode: 'off' },
      }),
    };
  return connector.instance;
}

/** "1000.000000000" → "1000": the chain's exact amounts without the trailing zeros. */
function trimmed(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="ton-deposit-loading">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-12 w-full" />
      <span className="sr-only">{t('ton.loading')}</span>
    </div>
  );
}

function Failed({ onRetry, message }: { onRetry: () => void; message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-rose-200">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
      >
        {t('Shared.retry')}
      </button>
    </div>
  );
}

/**
 * Connects the wallet with a ton_proof: a fresh payload from the server goes into the connect
 * request; the wallet's signed proof goes back to the server, which keeps the wallet once verified.
 */
function ConnectWallet() {
  const { t } = useTranslation();
  const [tonConnectUI] = useTonConnectUI();
  const connect = useConnectTonWallet();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { mutate } = connect;

  useEffect(
    () =>
      tonConnectUI.onStatusChange((wallet) => {
        const proof = wallet?.connectItems?.tonProof;
        // A restored session carries no proof: only a fresh connection is sent to the server.
        if (!wallet || !proof || !('proof' in proof)) return;
        mutate(
          {
            address: wallet.account.address,
            network: wallet.account.chain === CHAIN.TESTNET ? '-3' : '-239',
            publicKey: wallet.account.publicKey ?? '',
            walletStateInit: wallet.account.walletStateInit ?? '',
            proof: proof.proof,
          },
          {
            onError: () => {
              setFailed(true);
              void tonConnectUI.disconnect().catch(() => undefined);
            },
            onSettled: () => setBusy(false),
          },
        );
      }),
    [tonConnectUI, mutate],
  );

  const start = async () => {
    setFailed(false);
    setBusy(true);
    try {
      if (tonConnectUI.connected) await tonConnectUI.disconnect();
      const { payload } = await fetchTonProofPayload();
      tonConnectUI.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload } });
      await tonConnectUI.openModal();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  // Closing the wallets list without choosing one ends the attempt.
  useEffect(
    () =>
      tonConnectUI.onModalStateChange((state) => {
        if (state.status === 'closed' && state.closeReason !== 'wallet-selected') setBusy(false);
      }),
    [tonConnectUI],
  );

  return (
    <div className="flex flex-col gap-3" data-testid="ton-connect">
      <p className="text-sm text-slate-300">{t('ton.intro')}</p>
      {failed ? <AlertBox variant="warning">{t('ton.connect_failed')}</AlertBox> : null}
      <button
        type="button"
        data-testid="ton-connect-button"
        disabled={busy}
        onClick={() => void start()}
        className="rounded-xl bg-sky-500 px-4 py-3 text-sm font-semibold text-white hover:bg-sky-400 disabled:opacity-60"
      >
        {busy ? t('ton.connecting') : t('ton.connect')}
      </button>
    </div>
  );
}

function Balances({ wallet }: { wallet: TonWallet }) {
  const { t } = useTranslation();
  const balances = useTonBalances(wallet.address);
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" aria-label={t('ton.balances')}>
      {(['ton', 'usdt'] as const).map((key) => (
        <div key={key} className="rounded-xl bg-slate-800/60 p-2">
          <dt className="text-xs text-slate-400">{key === 'ton' ? 'TON' : 'USDT'}</dt>
          <dd data-testid={`ton-balance-${key}`} className="font-semibold text-white tabular-nums">
            {balances.data ? (
              trimmed(balances.data[key])
            ) : balances.isError ? (
              <span className="text-xs font-normal text-rose-200">{t('ton.balances_failed')}</span>
            ) : (
              <Skeleton className="h-5 w-20" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DepositForm({ wallet, currency }: { wallet: TonWallet; currency: TonConnectMethod }) {
  const { t } = useTranslation();
  const [tonConnectUI] = useTonConnectUI();
  const method = useCryptoMethods().data?.find((candidate) => candidate.code === currency);
  const create = useCreateTonDeposit();
  const disconnect = useDisconnectTonWallet();
  const [amount, setAmount] = useState(() => method?.valuePresets[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const unit = currency === 'TON' ? 'TON' : 'USDT';

  if (sentId) return <TonDepositProgress id={sentId} onAnother={() => setSentId(null)} />;

  const send = async () => {
    setError(null);
    // The wallet that signs must be the one the server knows; otherwise prove it again.
    if (!tonConnectUI.connected || tonConnectUI.account?.address !== wallet.address) {
      setError(t('ton.reconnect'));
      return;
    }
    let deposit;
    try {
      deposit = await create.mutateAsync({ currency, amount: amount.trim() });
    } catch (failure) {
      const field = isApiError(failure) ? failure.fields.amount : undefined;
      setError(
        isApiError(failure) && failure.detail.startsWith('rg_')
          ? errorMessage(t, failure)
          : field?.key === 'Validation.ton_no_usdt_wallet'
            ? t('ton.no_usdt')
            : field
              ? fieldErrorMessage(t, field)
              : t('ton.send_failed'),
      );
      return;
    }
    setSigning(true);
    try {
      const { boc } = await tonConnectUI.sendTransaction({
        ...deposit.transaction,
        network: deposit.transaction.network === '-3' ? CHAIN.TESTNET : CHAIN.MAINNET,
      });
      // The chain decides the outcome; a lost "sent" note only costs the explorer hash.
      await markTonDepositSent(deposit.id, boc).catch(() => undefined);
      setSentId(deposit.id);
    } catch {
      setError(t('ton.send_failed'));
    } finally {
      setSigning(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      data-testid="ton-deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-center gap-2 rounded-xl bg-slate-800/60 p-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-400">{t('ton.wallet')}</p>
          <code
            data-testid="ton-wallet-address"
            className="block truncate font-mono text-xs text-white"
          >
            {wallet.friendlyAddress}
          </code>
        </div>
        <button
          type="button"
          onClick={() => {
            disconnect.mutate();
            void tonConnectUI.disconnect().catch(() => undefined);
          }}
          className="shrink-0 rounded-lg border border-slate-700 px-2 py-1 text-xs text-slate-200 hover:bg-slate-800"
        >
          {t('ton.disconnect')}
        </button>
      </div>
      <Balances wallet={wallet} />
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        {t('ton.amount', { currency: unit })}
        <input
          value={amount}
          inputMode="decimal"
          data-testid="ton-deposit-amount"
          onChange={(event) => setAmount(event.target.value)}
          className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-base text-white"
        />
      </label>
      {method ? (
        <p className="text-xs text-slate-400">
          {t('ton.minimum', { amount: trimmed(method.minDepositAmount), currency: unit })}
        </p>
      ) : null}
      {currency === 'USDT-TON' ? (
        <p className="text-xs text-slate-400">{t('ton.fee_note')}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-rose-200" data-testid="ton-deposit-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="ton-deposit-send"
        disabled={create.isPending || signing || amount.trim() === ''}
        className="rounded-xl bg-sky-500 px-4 py-3 text-sm font-semibold text-white hover:bg-sky-400 disabled:opacity-60"
      >
        {signing ? t('ton.sending') : t('ton.send', { amount: amount.trim(), currency: unit })}
      </button>
    </form>
  );
}

function TonDeposit({ currency }: { currency: TonConnectMethod }) {
  const { t } = useTranslation();
  const wallet = useTonWallet();
  if (wallet.isError)
    return <Failed message={t('ton.failed')} onRetry={() => void wallet.refetch()} />;
  if (!wallet.data) return <Loading />;
  return wallet.data.wallet ? (
    <DepositForm wallet={wallet.data.wallet} currency={currency} />
  ) : (
    <ConnectWallet />
  );
}

/**
 * The crypto-deposit-ton view (cashier spec §2): connect a TON wallet, see its balances, send a
 * deposit from it and follow it until credited. Its own chunk: TON Connect loads only here.
 */
export default function TonDepositView({ currency }: { currency: TonConnectMethod }) {
  const { t } = useTranslation();
  const config = useTonConfig();
  const language = tonConnectLanguage(useLocale());
  const instance = useMemo(() => (config.data ? connectorFor(config.data) : null), [config.data]);
  if (config.isError)
    return <Failed message={t('ton.failed')} onRetry={() => void config.refetch()} />;
  if (!instance) return <Loading />;
  return (
    <TonConnectUIProvider connector={instance} language={language}>
      <TonDeposit currency={currency} />
    </TonConnectUIProvider>
  );
}
