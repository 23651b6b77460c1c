import Shared from './Shared.json';
import Validation from './Validation.json';
import VerifyModal from './VerifyModal.json';
import auth from './auth.json';
import balance from './balance.json';
import bonuses from './bonuses.json';
import ban from './ban.json';
import errors from './errors.json';
import games from './games.json';
import home from './home.json';
import language from './language.json';
import layout from './layout.json';
import originals from './originals.json';
import profile from './profile.json';
import support from './support.json';
import ui from './ui.json';
import wallet from './wallet.json';
import bonusPromo from './bonus-promo.json';
import policies from './policies.json';
import supportChat from './support-chat.json';
import region from './region.json';
import WebPush from './WebPush.json';
import tournaments from './tournaments.json';
import sportsbook from './sportsbook.json';
import vip from './vip.json';
import wheel from './wheel.json';
import bot from './bot.json';
import security from './security.json';
import responsibleGaming from './responsible-gaming.json';
import messengerPay from './messenger-pay.json';
import ton from './ton.json';

/** The Ukrainian translations: a chunk of their own, loaded by lib/i18n when first needed. */
export const uk = {
  Shared,
  Validation,
  VerifyModal,
  auth,
  balance,
  ban,
  bonuses,
  errors,
  games,
  home,
  language,
  layout,
  originals,
  profile,
  support,
  ui,
  wallet,
  'bonus-promo': bonusPromo,
  policies,
  'support-chat': supportChat,
  region,
  WebPush,
  tournaments,
  sportsbook,
  wheel,
  vip,
  bot,
  security,
  'responsible-gaming': responsibleGaming,
  'messenger-pay': messengerPay,
  ton,
};
