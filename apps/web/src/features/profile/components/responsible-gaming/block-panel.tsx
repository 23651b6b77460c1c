import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import {
  RG_COOL_OFF_DURATIONS,
  RG_EXCLUSION_DURATIONS,
  type RgBlock,
  type RgBlockRequest,
} from '@wheelhouse/contracts/responsible-gaming';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/use-locale';
import { useStartBlock } from '../../api/start-block';
import { formatWhen } from './format';

function ActiveBlock({ block }: { block: RgBlock }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p role="status" className="rounded-lg bg-amber-400/10 p-3 text-sm text-amber-200">
      {block.endsAt === null
        ? t('responsible-gaming.block_active.permanent')
        : t(`responsible-gaming.block_active.${block.kind}`, {
            endsAt: formatWhen(block.endsAt, locale),
          })}
    </p>
  );
}

/**
 * Cool-off and self-exclusion: pick one and its length, then confirm in a dialog that says it
 * cannot be undone. One in force is shown; a longer one may still replace it.
 */
export function BlockPanel({ block }: { block: RgBlock | null }) {
  const { t } = useTranslation();
  const start = useStartBlock();
  const [kind, setKind] = useState<RgBlockRequest['kind']>('cool_off');
  const durations = kind === 'cool_off' ? RG_COOL_OFF_DURATIONS : RG_EXCLUSION_DURATIONS;
  const [duration, setDuration] = useState<string>(RG_COOL_OFF_DURATIONS[0]);
  const [confirming, setConfirming] = useState(false);
  const what = t(`responsible-gaming.${kind}`);

  function confirm() {
    start.mutate({ kind, duration } as RgBlockRequest, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('responsible-gaming.saved'));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t('responsible-gaming.save_failed'), { description: errorMessage(t, error) });
      },
    });
  }

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-slate-800 p-3 sm:p-4">
      <h3 className="font-semibold text-white">{t('responsible-gaming.block_title')}</h3>
      <p className="text-sm text-slate-400">{t('responsible-gaming.block_hint')}</p>
      {block ? <ActiveBlock block={block} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          {t('responsible-gaming.block_title')}
          <select
            value={kind}
            data-testid="rg-block-kind"
            onChange={(event) => {
              const next = event.target.value as RgBlockRequest['kind'];
              setKind(next);
              setDuration(
                (next === 'cool_off' ? RG_COOL_OFF_DURATIONS : RG_EXCLUSION_DURATIONS)[0],
              );
            }}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white"
          >
            <option value="cool_off">{t('responsible-gaming.cool_off')}</option>
            <option value="self_exclusion">{t('responsible-gaming.self_exclusion')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          {what}
          <select
            value={duration}
            data-testid="rg-block-duration"
            onChange={(event) => setDuration(event.target.value)}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white"
          >
            {durations.map((value) => (
              <option key={value} value={value}>
                {t(`responsible-gaming.duration.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-lg border border-rose-400/60 px-3 py-2 text-sm font-semibold text-rose-200"
        >
          {t('responsible-gaming.start_block')}
        </button>
      </div>
      {confirming ? (
        <Modal
          title={t('responsible-gaming.confirm_title')}
          onClose={() => setConfirming(false)}
          testId="rg-block-confirm"
        >
          <p className="text-sm text-slate-200">
            {duration === 'permanent'
              ? t('responsible-gaming.confirm_text_permanent', { what })
              : t('responsible-gaming.confirm_text', {
                  what,
                  duration: t(`responsible-gaming.duration.${duration as 'permanent'}`),
                })}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-lg border border-slate-700 px-3 py-2 text-sm text-slate-100"
            >
              {t('responsible-gaming.cancel')}
            </button>
            <button
              type="button"
              disabled={start.isPending}
              onClick={confirm}
              className="rounded-lg bg-rose-500 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              {t('responsible-gaming.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
