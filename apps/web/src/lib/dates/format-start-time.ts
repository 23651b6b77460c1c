import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
} from '@wheelhouse/contracts/plain/locales';

interface StartTimeWords {
  weekdays: readonly string[];
  months: readonly string[];
  write: (parts: { weekday: string; day: number; month: string; time: string }) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const names = (list: string) => list.split(' ');

type Writer = StartTimeWords['write'];
const weekdayFirst: Writer = ({ weekday, day, month, time }) =>
  `${weekday}, ${day} ${month}, ${time}`;

/**
 * The shipped languages' short weekday and month names and their order, as Intl writes
 * `{weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit'}` (the
 * tests compare): the first Intl date formatter a page makes costs 12-22 ms on the main thread while
 * ICU starts, and start times fill the sportsbook's first screen.
 */
const WORDS: Record<Locale, StartTimeWords> = {
  en: {
    weekdays: names('Sun Mon Tue Wed Thu Fri Sat'),
    months: names('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'),
    write: ({ weekday, day, month, time }) => `${weekday}, ${month} ${day}, ${time}`,
  },
  ru: {
    weekdays: names('вс пн вт ср чт пт сб'),
    months: names('янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.'),
    write: weekdayFirst,
  },
  uk: {
    weekdays: names('нд пн вт ср чт пт сб'),
    months: names('січ. лют. бер. квіт. трав. черв. лип. серп. вер. жовт. лист. груд.'),
    write: weekdayFirst,
  },
  kk: {
    weekdays: names('жс дс сс ср бс жм сб'),
    months: names('қаң. ақп. нау. сәу. мам. мау. шіл. там. қыр. қаз. қар. жел.'),
    write: ({ weekday, day, month, time }) => `${day} ${month}, ${weekday}, ${time}`,
  },
};

/** English writes a 12-hour clock ("06:30 PM"); the other shipped languages a 24-hour one. */
function clock(date: Date, locale: Locale): string {
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  if (locale !== 'en') return `${pad(hours)}:${minutes}`;
  return `${pad(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Sat, Nov 28, 06:30 PM" / "сб, 28 нояб., 18:30": a start time in the reader's time zone. */
export function formatStartTime(startsAt: string | Date, locale: string): string {
  const date = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  // The app speaks only the shipped languages; anything else reads as the default one.
  const language = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const words = WORDS[language];
  return words.write({
    weekday: words.weekdays[date.getDay()] ?? '',
    day: date.getDate(),
    month: words.months[date.getMonth()] ?? '',
    time: clock(date, language),
  });
}
