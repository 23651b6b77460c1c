import type { Locale } from '@wheelhouse/contracts/locales';

/** The step-up code message the bot sends, in the player's language. */
const STEP_UP_CODE: Record<Locale, (code: string, minutes: number) => string> = {
  en: (code, minutes) =>
    `Wheelhouse: ${code} is your confirmation code. It works for ${minutes} minutes, once. Never share it with anyone — we will never ask for it. If you did not ask for it, ignore this message.`,
  ru: (code, minutes) =>
    `Wheelhouse: ${code} — ваш код подтверждения. Он действует ${minutes} минут, один раз. Никому его не сообщайте — мы никогда его не спрашиваем. Если вы его не запрашивали, просто проигнорируйте это сообщение.`,
  uk: (code, minutes) =>
    `Wheelhouse: ${code} — ваш код підтвердження. Він діє ${minutes} хвилин, один раз. Нікому його не повідомляйте — ми ніколи його не питаємо. Якщо ви його не запитували, просто проігноруйте це повідомлення.`,
  kk: (code, minutes) =>
    `Wheelhouse: ${code} — растау кодыңыз. Ол ${minutes} минут бойы бір рет жарамды. Оны ешкімге айтпаңыз — біз оны ешқашан сұрамаймыз. Егер сіз оны сұрамаған болсаңыз, бұл хабарламаны елемеңіз.`,
};

export function stepUpCodeText(language: Locale, code: string, minutes: number): string {
  return (STEP_UP_CODE[language] ?? STEP_UP_CODE.en)(code, minutes);
}
