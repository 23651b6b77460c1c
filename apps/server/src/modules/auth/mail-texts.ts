import type { Mail } from '../../platform/mail';

type Language = 'en' | 'ru' | 'uk' | 'kk';

interface Texts {
  resetSubject: string;
  resetBody: string;
  verifySubject: string;
  verifyBody: string;
  newDeviceSubject: string;
  newDeviceBody: string;
  ignore: string;
}

/** The player's mails in each language the app ships; {device}, {ip}, {time} are filled in. */
const TEXTS: Record<Language, Texts> = {
  en: {
    resetSubject: 'Reset your Wheelhouse password',
    resetBody:
      'Someone asked to reset the password of your account. The link works for 30 minutes:',
    verifySubject: 'Confirm your e-mail address',
    verifyBody: 'Confirm that this address belongs to your Wheelhouse account:',
    newDeviceSubject: 'New sign-in to your Wheelhouse account',
    newDeviceBody:
      'Your account was signed in to from a new device: {device}, address {ip}, at {time} (UTC). If this was not you, change your password and turn on two-factor authentication.',
    ignore: 'If you did not ask for this, ignore this mail.',
  },
  ru: {
    resetSubject: 'Сброс пароля Wheelhouse',
    resetBody: 'Кто-то запросил сброс пароля вашего аккаунта. Ссылка действует 30 минут:',
    verifySubject: 'Подтвердите адрес электронной почты',
    verifyBody: 'Подтвердите, что этот адрес принадлежит вашему аккаунту Wheelhouse:',
    newDeviceSubject: 'Новый вход в аккаунт Wheelhouse',
    newDeviceBody:
      'В ваш аккаунт вошли с нового устройства: {device}, адрес {ip}, время {time} (UTC). Если это были не вы, смените пароль и включите двухфакторную аутентификацию.',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо.',
  },
  uk: {
    resetSubject: 'Скидання пароля Wheelhouse',
    resetBody: 'Хтось попросив скинути пароль вашого облікового запису. Посилання діє 30 хвилин:',
    verifySubject: 'Підтвердьте адресу електронної пошти',
    verifyBody: 'Підтвердьте, що ця адреса належить вашому обліковому запису Wheelhouse:',
    newDeviceSubject: 'Новий вхід до облікового запису Wheelhouse',
    newDeviceBody:
      'До вашого облікового запису увійшли з нового пристрою: {device}, адреса {ip}, час {time} (UTC). Якщо це були не ви, змініть пароль і ввімкніть двофакторну автентифікацію.',
    ignore: 'Якщо ви цього не просили, просто проігноруйте лист.',
  },
  kk: {
    resetSubject: 'Wheelhouse құпиясөзін қалпына келтіру',
    resetBody:
      'Біреу аккаунтыңыздың құпиясөзін қалпына келтіруді сұрады. Сілтеме 30 минут жарамды:',
    verifySubject: 'Электрондық пошта мекенжайын растаңыз',
    verifyBody: 'Бұл мекенжай Wheelhouse аккаунтыңызға тиесілі екенін растаңыз:',
    newDeviceSubject: 'Wheelhouse аккаунтына жаңа кіру',
    newDeviceBody:
      'Аккаунтыңызға жаңа құрылғыдан кірді: {device}, мекенжай {ip}, уақыты {time} (UTC). Бұл сіз болмасаңыз, құпиясөзді өзгертіп, екі факторлы аутентификацияны қосыңыз.',
    ignore: 'Егер сіз мұны сұрамаған болсаңыз, хатты елемеңіз.',
  },
};

function textsOf(language: string): Texts {
  return language in TEXTS ? TEXTS[language as Language] : TEXTS.en;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, lead: string, ignore: string, link: string): Mail {
  return {
    to,
    subject,
    text: `${lead}\n\n${link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export function resetMail(to: string, language: string, link: string): Mail {
  const texts = textsOf(language);
  return linkMail(to, texts.resetSubject, texts.resetBody, texts.ignore, link);
}

export function verificationMail(to: string, language: string, link: string): Mail {
  const texts = textsOf(language);
  return linkMail(to, texts.verifySubject, texts.verifyBody, texts.ignore, link);
}

export function newDeviceMail(
  to: string,
  language: string,
  facts: { device: string; ip: string; time: Date },
): Mail {
  const texts = textsOf(language);
  const body = texts.newDeviceBody
    .replace('{device}', facts.device)
    .replace('{ip}', facts.ip)
    .replace('{time}', facts.time.toISOString().slice(0, 16).replace('T', ' '));
  return {
    to,
    subject: texts.newDeviceSubject,
    text: `${body}\n`,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}
