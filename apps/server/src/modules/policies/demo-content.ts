import type { PolicySlug } from '@wheelhouse/contracts/policies';
import { DEMO_POLICIES_KK } from './demo-content-kk';
import { DEMO_POLICIES_UK } from './demo-content-uk';

type Texts = Record<string, { title: string; body: string }>;

/** English and Russian; Ukrainian and Kazakh live in files of their own, joined below. */
const EN_RU: Record<PolicySlug, Texts> = {
  terms: {
    en: {
      title: 'Terms and Conditions',
      body: `These terms govern your use of the casino and sportsbook and form a binding agreement between you and the operator. By creating an account you confirm that you have read and accept them.

## 1. Eligibility
- You must be at least **18 years old**, or the legal age for gambling in your country if it is higher.
- You may hold **one account only**. Duplicate accounts are closed and their winnings may be voided.
- You may not play from a country where online gambling is prohibited or where we do not offer our services.

## 2. Your account
- Keep your password secret. Everything done with your credentials counts as done by you.
- The personal details you give must be true and complete. We may ask you to prove them (see the AML and KYC policy) before a withdrawal.

## 3. Deposits and withdrawals
- Deposits must come from payment methods in your own name.
- Withdrawals are paid to the method you deposited with where possible. Bonus money cannot be withdrawn until its wagering requirement is met.
- We may hold a withdrawal while we verify your identity or the origin of funds.

## 4. Bets and games
- A bet is final once it is accepted. Game results are determined by certified random number generators or, for our originals, by the provably fair algorithm published with each round.
- If a game malfunctions, all affected bets and payouts are void.

## 5. Bonuses
Bonuses are subject to the **Bonus Terms**. Abuse of promotions leads to the loss of bonus money and winnings made with it.

## 6. Suspension and closure
We may suspend or close an account that breaks these terms, is used for fraud or money laundering, or is linked to another account. You may close your account at any time by contacting support.

## 7. Changes
We may change these terms. The current version is always published on this page; we tell you of material changes before they apply.

## 8. Contact
Questions and complaints: write to support from the chat in the app. We answer around the clock.`,
    },
    ru: {
      title: 'Правила и условия',
      body: `Эти правила регулируют использование казино и букмекерской линии и являются обязательным соглашением между вами и оператором. Создавая аккаунт, вы подтверждаете, что прочитали и принимаете их.

## 1. Кто может играть
- Вам должно быть не меньше **18 лет** или больше, если законный возраст для азартных игр в вашей стране выше.
- У вас может быть **только один аккаунт**. Дублирующие аккаунты закрываются, выигрыши на них могут быть аннулированы.
- Нельзя играть из страны, где онлайн-гемблинг запрещён или где мы не оказываем услуги.

## 2. Ваш аккаунт
- Храните пароль в тайне. Всё, что сделано с вашими данными для входа, считается сделанным вами.
- Личные данные должны быть верными и полными. Перед выплатой мы можем попросить их подтвердить (см. политику AML и KYC).

## 3. Пополнения и выводы
- Пополнять счёт можно только со своих платёжных средств.
- По возможности выплаты отправляются тем же способом, которым вы пополняли счёт. Бонусные деньги нельзя вывести, пока не выполнен вейджер.
- Мы можем задержать вывод на время проверки личности или происхождения средств.

## 4. Ставки и игры
- Принятая ставка окончательна. Результаты игр определяются сертифицированными генераторами случайных чисел, а в наших оригинальных играх — алгоритмом provably fair, опубликованным для каждого раунда.
- При сбое игры все затронутые ставки и выплаты аннулируются.

## 5. Бонусы
Бонусы регулируются **Правилами бонусов**. Злоупотребление акциями ведёт к потере бонусных денег и выигрышей, полученных с ними.

## 6. Блокировка и закрытие
Мы можем заблокировать или закрыть аккаунт, нарушающий эти правила, используемый для мошенничества или отмывания денег либо связанный с другим аккаунтом. Вы можете закрыть аккаунт в любой момент, написав в поддержку.

## 7. Изменения
Мы можем менять эти правила. Действующая версия всегда опубликована на этой странице; о существенных изменениях мы сообщаем заранее.

## 8. Связь
Вопросы и жалобы: напишите в поддержку через чат в приложении. Мы отвечаем круглосуточно.`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy Policy',
      body: `We process your personal data to run your account, to meet our legal duties and to keep the service safe.

## What we collect
- **Account data:** email, password (stored only as a salted hash), language, currency, name, gender and date of birth when you add them.
- **Payment data:** deposits, withdrawals and the payment details needed to process them.
- **Technical data:** IP address, device and browser, session times; used for security and fraud prevention.
- **Support messages** and the files you attach to them.

## Why
- To provide the games, the wallet and support (performance of our contract with you).
- To verify identity, prevent fraud and money laundering, and keep records required by law (legal obligation).
- To improve the service and, with your consent, to send you offers and push notifications.

## Sharing
We share data only with payment processors, game providers, identity verification services and authorities where the law requires it. We never sell your data.

## Retention
We keep account and transaction records for as long as the law requires after your account is closed (usually five years), and other data only as long as needed.

## Your rights
You may ask for a copy of your data, its correction or deletion, and object to marketing at any time. Write to support from the chat in the app.`,
    },
    ru: {
      title: 'Политика конфиденциальности',
      body: `Мы обрабатываем ваши персональные данные, чтобы вести ваш аккаунт, выполнять требования закона и обеспечивать безопасность сервиса.

## Что мы собираем
- **Данные аккаунта:** email, пароль (хранится только в виде хеша с солью), язык, валюта, имя, пол и дата рождения, если вы их указали.
- **Платёжные данные:** пополнения, выводы и реквизиты, необходимые для их проведения.
- **Технические данные:** IP-адрес, устройство и браузер, время сессий; используются для безопасности и борьбы с мошенничеством.
- **Сообщения в поддержку** и прикреплённые к ним файлы.

## Зачем
- Чтобы предоставлять игры, кошелёк и поддержку (исполнение договора с вами).
- Чтобы проверять личность, предотвращать мошенничество и отмывание денег и хранить записи, которых требует закон (юридическая обязанность).
- Чтобы улучшать сервис и, с вашего согласия, присылать предложения и push-уведомления.

## Передача данных
Мы передаём данные только платёжным провайдерам, провайдерам игр, сервисам проверки личности и органам власти, когда этого требует закон. Мы никогда не продаём ваши данные.

## Хранение
Записи об аккаунте и транзакциях хранятся столько, сколько требует закон после закрытия аккаунта (обычно пять лет), прочие данные — только пока они нужны.

## Ваши права
Вы можете запросить копию своих данных, их исправление или удаление и в любой момент отказаться от рекламы. Напишите в поддержку через чат в приложении.`,
    },
  },
  'responsible-gaming': {
    en: {
      title: 'Responsible Gaming',
      body: `Gambling should be entertainment, never a way to earn money or to escape problems.

## Keep it under control
- Set a budget before you play and never chase losses.
- Take regular breaks; do not play when tired, upset or under the influence.
- Never borrow money to gamble.

## Tools we offer
- **Deposit limits** per day, week or month.
- **Time-outs** from 24 hours to 6 weeks.
- **Self-exclusion** for 6 months or longer, during which your account cannot be reopened.

Ask support in the chat to set any of them; lowering a limit applies at once, raising it after 24 hours.

## Warning signs
Spending more than you can afford, hiding your gambling, or feeling anxious when not playing can be signs of a problem. Independent help is available from organisations such as **GamCare**, **Gamblers Anonymous** and **BeGambleAware**.

## Minors
Players under 18 are not allowed. We verify age and close accounts of minors; parental control software can block gambling sites on shared devices.`,
    },
    ru: {
      title: 'Ответственная игра',
      body: `Азартные игры должны быть развлечением, а не способом заработать или уйти от проблем.

## Держите игру под контролем
- Определите бюджет до начала игры и не пытайтесь отыграться.
- Делайте перерывы; не играйте уставшим, расстроенным или в нетрезвом состоянии.
- Никогда не занимайте деньги на игру.

## Наши инструменты
- **Лимиты депозитов** на день, неделю или месяц.
- **Перерыв** от 24 часов до 6 недель.
- **Самоисключение** на 6 месяцев и дольше, в течение которых аккаунт нельзя открыть снова.

Чтобы включить любой из них, напишите в поддержку через чат; снижение лимита действует сразу, повышение — через 24 часа.

## Тревожные признаки
Траты больше, чем вы можете себе позволить, скрытие игры от близких, тревога без игры — возможные признаки проблемы. Независимую помощь оказывают организации **GamCare**, **Анонимные игроки** и **BeGambleAware**.

## Несовершеннолетние
Игрокам младше 18 лет играть запрещено. Мы проверяем возраст и закрываем аккаунты несовершеннолетних; программы родительского контроля могут блокировать сайты азартных игр на общих устройствах.`,
    },
  },
  'aml-kyc': {
    en: {
      title: 'AML and KYC Policy',
      body: `We do not accept money from crime and we comply with anti-money-laundering (AML) and counter-terrorist-financing laws.

## Know your customer (KYC)
We may ask you to verify:
1. **Identity** — a passport, ID card or driving licence.
2. **Address** — a utility bill or bank statement not older than three months.
3. **Payment method** — proof that the card, wallet or account is yours.
4. **Source of funds** — for large deposits or withdrawals.

Verification is usually required before the first withdrawal and whenever our risk checks require it. Withdrawals wait until it is complete.

## Monitoring
Transactions are monitored for unusual patterns: deposits withdrawn without play, split payments, third-party payment methods. We may decline a transaction, ask for more information, or report it to the authorities as the law requires, without telling you.

## Records
We keep verification documents and transaction records for at least five years after the business relationship ends.`,
    },
    ru: {
      title: 'Политика AML и KYC',
      body: `Мы не принимаем деньги, полученные преступным путём, и соблюдаем законы о противодействии отмыванию денег (AML) и финансированию терроризма.

## Знай своего клиента (KYC)
Мы можем попросить подтвердить:
1. **Личность** — паспорт, удостоверение личности или водительские права.
2. **Адрес** — счёт за коммунальные услуги или банковскую выписку не старше трёх месяцев.
3. **Платёжное средство** — что карта, кошелёк или счёт принадлежат вам.
4. **Происхождение средств** — при крупных пополнениях или выводах.

Проверка обычно требуется перед первым выводом и всякий раз, когда этого требуют наши проверки рисков. Выводы ждут её завершения.

## Мониторинг
Мы отслеживаем необычные операции: вывод депозитов без игры, дробление платежей, чужие платёжные средства. Мы можем отклонить операцию, запросить дополнительные сведения или сообщить о ней в органы власти, как требует закон, не уведомляя вас.

## Хранение записей
Документы проверки и записи об операциях хранятся не менее пяти лет после прекращения отношений.`,
    },
  },
  'bonus-terms': {
    en: {
      title: 'Bonus Terms',
      body: `These terms apply to every bonus, free spin and promo code, in addition to the offer's own conditions shown in the app.

## Wagering
- Bonus money must be wagered the number of times stated in the offer (for example **x35**) before it becomes withdrawable.
- Games contribute differently to wagering; the contribution of each game is shown with the bonus.
- While a bonus is active, the largest single bet allowed is shown in its conditions. Larger bets may void the bonus.

## Validity
- A bonus must be activated before its deadline and wagered within its validity period; unwagered bonus money and its winnings then expire.
- The maximum amount you can win from a bonus or free spins may be capped, as stated in the offer.

## Withdrawals
Requesting a withdrawal while a bonus is active forfeits the bonus and its winnings. Real money is always withdrawn first.

## Abuse
One bonus per person, household, device and payment method. Multiple accounts, low-risk betting on opposite outcomes and similar schemes lead to the removal of bonuses and winnings and may lead to account closure.`,
    },
    ru: {
      title: 'Правила бонусов',
      body: `Эти правила действуют для всех бонусов, фриспинов и промокодов в дополнение к условиям самой акции, указанным в приложении.

## Вейджер
- Бонусные деньги нужно отыграть указанное в акции число раз (например, **x35**), прежде чем их можно вывести.
- Игры учитываются в отыгрыше по-разному; вклад каждой игры указан в описании бонуса.
- Пока бонус активен, действует максимальная ставка, указанная в его условиях. Ставки больше неё могут аннулировать бонус.

## Сроки
- Бонус нужно активировать до окончания срока активации и отыграть за срок его действия; неотыгранные бонусные деньги и выигрыш с них затем сгорают.
- Максимальный выигрыш с бонуса или фриспинов может быть ограничен, как указано в акции.

## Вывод
Запрос на вывод при активном бонусе отменяет бонус и выигрыш с него. Реальные деньги всегда выводятся первыми.

## Злоупотребления
Один бонус на человека, семью, устройство и платёжное средство. Несколько аккаунтов, ставки на противоположные исходы и подобные схемы ведут к снятию бонусов и выигрышей и могут привести к закрытию аккаунта.`,
    },
  },
  cookies: {
    en: {
      title: 'Cookie Policy',
      body: `We use a small number of cookies and similar storage in your browser.

| Cookie | Purpose | Kept for |
|---|---|---|
| Session | Keeps you signed in (httpOnly, not readable by scripts) | Until you sign out, at most 30 days |
| Language | Remembers the language you chose | 1 year |
| Promo | Remembers a promo code you opened until you sign up | 7 days |

## Essential only
These cookies are needed for the service to work; we do not use advertising cookies and do not let third parties track you through our site.

## Your choice
You can delete cookies in your browser settings at any time. Without the session cookie you will need to sign in again.`,
    },
    ru: {
      title: 'Политика использования cookie',
      body: `Мы используем небольшое число cookie и похожих хранилищ в вашем браузере.

| Cookie | Назначение | Срок хранения |
|---|---|---|
| Сессия | Сохраняет вход в аккаунт (httpOnly, недоступна скриптам) | До выхода, не более 30 дней |
| Язык | Запоминает выбранный язык | 1 год |
| Промо | Запоминает открытый промокод до регистрации | 7 дней |

## Только необходимые
Эти cookie нужны для работы сервиса; мы не используем рекламные cookie и не позволяем третьим лицам отслеживать вас через наш сайт.

## Ваш выбор
Вы можете удалить cookie в настройках браузера в любое время. Без cookie сессии потребуется снова войти в аккаунт.`,
    },
  },
};

/**
 * Version 1 of every policy page (SEED_DEMO), in every language the player app speaks. Operators
 * replace these with their lawyers' texts in the back office; each replacement is a new version.
 */
export const DEMO_POLICIES: Record<PolicySlug, Texts> = Object.fromEntries(
  (Object.keys(EN_RU) as PolicySlug[]).map((slug): [PolicySlug, Texts] => [
    slug,
    { ...EN_RU[slug], uk: DEMO_POLICIES_UK[slug], kk: DEMO_POLICIES_KK[slug] },
  ]),
) as Record<PolicySlug, Texts>;
