import '../locale';
import { useTranslation } from 'react-i18next';

/** What the app shows when it was opened with a bot type other than normal or vip (spec §8). */
export default function InvalidBotPage() {
  const { t } = useTranslation();
  return (
    <main
      data-testid="invalid-bot-page"
      className="flex min-h-dvh items-center justify-center bg-slate-950 p-4 text-slate-100"
    >
      <div className="w-full max-w-md rounded-3xl border border-amber-500/30 bg-slate-900 p-6 text-center shadow-2xl">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-500/15 text-3xl text-amber-300"
        >
          ?
        </div>
        <h1 className="mt-4 text-2xl font-bold text-white">{t('bot.invalid_title')}</h1>
        <p className="mt-2 text-sm text-slate-400">{t('bot.invalid_text')}</p>
      </div>
    </main>
  );
}
