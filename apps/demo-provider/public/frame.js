// Shared by every game frame: the session, the balance, the stake and calls to our own server.
(function () {
  const body = document.body;
  const lang = ['ru', 'uk', 'kk'].includes(body.dataset.lang) ? body.dataset.lang : 'en';
  const TEXT = {
    en: {
      win: 'You win {amount}!',
      push: 'Push: your {amount} comes back.',
      lose: 'No win this time.',
      busy: 'Playing…',
      RS_ERROR_NOT_ENOUGH_MONEY: 'Not enough money for this stake.',
      RS_ERROR_TOKEN_EXPIRED: 'The session has expired. Close the game and open it again.',
      RS_ERROR_USER_DISABLED: 'Your account cannot play right now.',
      RS_ERROR_INVALID_TOKEN: 'The session is not valid. Close the game and open it again.',
      session: 'The session has ended. Close the game and open it again.',
      other: 'The round could not be played. Your stake is safe; try again.',
    },
    ru: {
      win: 'Выигрыш {amount}!',
      push: 'Ничья: ваши {amount} возвращаются.',
      lose: 'В этот раз без выигрыша.',
      busy: 'Играем…',
      RS_ERROR_NOT_ENOUGH_MONEY: 'Недостаточно средств для этой ставки.',
      RS_ERROR_TOKEN_EXPIRED: 'Сессия истекла. Закройте игру и откройте её снова.',
      RS_ERROR_USER_DISABLED: 'Ваш аккаунт сейчас не может играть.',
      RS_ERROR_INVALID_TOKEN: 'Сессия недействительна. Закройте игру и откройте её снова.',
      session: 'Сессия закончилась. Закройте игру и откройте её снова.',
      other: 'Раунд не удалось сыграть. Ставка в сохранности; попробуйте ещё раз.',
    },
    uk: {
      win: 'Виграш {amount}!',
      push: 'Нічия: ваші {amount} повертаються.',
      lose: 'Цього разу без виграшу.',
      busy: 'Граємо…',
      RS_ERROR_NOT_ENOUGH_MONEY: 'Недостатньо коштів для цієї ставки.',
      RS_ERROR_TOKEN_EXPIRED: 'Сесія минула. Закрийте гру та відкрийте її знову.',
      RS_ERROR_USER_DISABLED: 'Ваш акаунт зараз не може грати.',
      RS_ERROR_INVALID_TOKEN: 'Сесія недійсна. Закрийте гру та відкрийте її знову.',
      session: 'Сесія закінчилася. Закрийте гру та відкрийте її знову.',
      other: 'Раунд не вдалося зіграти. Ставка в безпеці; спробуйте ще раз.',
    },
    kk: {
      win: 'Ұтыс {amount}!',
      push: 'Тең: {amount} қайтарылады.',
      lose: 'Бұл жолы ұтыс жоқ.',
      busy: 'Ойнап жатырмыз…',
      RS_ERROR_NOT_ENOUGH_MONEY: 'Бұл ставкаға қаражат жеткіліксіз.',
      RS_ERROR_TOKEN_EXPIRED: 'Сессия мерзімі өтті. Ойынды жауып, қайта ашыңыз.',
      RS_ERROR_USER_DISABLED: 'Аккаунтыңыз қазір ойнай алмайды.',
      RS_ERROR_INVALID_TOKEN: 'Сессия жарамсыз. Ойынды жауып, қайта ашыңыз.',
      session: 'Сессия аяқталды. Ойынды жауып, қайта ашыңыз.',
      other: 'Раунд ойналмады. Ставкаңыз сақталды; қайталап көріңіз.',
    },
  }[lang];
  const currency = body.dataset.currency || '';
  const balanceEl = document.getElementById('balance');
  const messageEl = document.getElementById('message');
  const stakeEl = document.getElementById('stake');

  // Amounts are integers of 1/100,000 of the currency: shown with 2 decimals, more when needed.
  function amount(units) {
    const negative = units < 0;
    const abs = Math.abs(units);
    const whole = Math.floor(abs / 100000);
    let fraction = String(abs % 100000)
      .padStart(5, '0')
      .replace(/0+$/, '');
    if (fraction.length < 2) fraction = fraction.padEnd(2, '0');
    return (negative ? '-' : '') + whole + '.' + fraction;
  }

  function format(units) {
    return amount(units) + ' ' + currency;
  }

  function setBalance(units) {
    if (typeof units === 'number') balanceEl.textContent = format(units);
  }

  // Free rounds the casino granted: "N free spins left" while any is left, then normal play.
  const freeEl = document.getElementById('freespins');
  function setFreeSpins(left) {
    if (!freeEl || typeof left !== 'number') return;
    freeEl.dataset.left = String(left);
    freeEl.textContent = (freeEl.dataset.text || '').replace('{count}', String(left));
    freeEl.hidden = left <= 0;
  }

  function say(text, kind) {
    messageEl.textContent = text;
    messageEl.className = 'message' + (kind ? ' ' + kind : '');
  }

  async function play(action, input) {
    const response = await fetch('/play/' + action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ session: body.dataset.session }, input)),
    });
    const data = await response.json().catch(function () {
      return { error: 'other' };
    });
    if (!response.ok) {
      setBalance(data.balance);
      const error = new Error(data.error || 'other');
      error.code = data.error || 'other';
      throw error;
    }
    setBalance(data.balance);
    setFreeSpins(data.freeSpinsLeft);
    // The operator's page refreshes its balance on this; it carries no amounts.
    if (window.parent !== window) window.parent.postMessage({ type: 'provider:balance' }, '*');
    return data;
  }

  function failed(error) {
    say(TEXT[error.code] || TEXT.other, 'error');
  }

  // With the round's stake: a payout of exactly the stake is a push (the stake comes back).
  function result(payout, staked) {
    if (payout > 0 && payout === staked) say(TEXT.push.replace('{amount}', format(payout)));
    else if (payout > 0) say(TEXT.win.replace('{amount}', format(payout)), 'win');
    else say(TEXT.lose);
  }

  setBalance(Number(body.dataset.balance));
  window.frame = {
    play: play,
    // Without the currency: chips on a table, the total staked.
    amount: amount,
    stake: function () {
      return Number(stakeEl.value);
    },
    say: say,
    busy: function () {
      say(TEXT.busy);
    },
    failed: failed,
    result: result,
    // Space and Enter press the main button wherever the focus is not on another control.
    onKeys: function (handler) {
      document.addEventListener('keydown', function (event) {
        const tag = event.target && event.target.tagName;
        if (tag === 'INPUT' || tag === 'SELECT') return;
        // A focused button presses itself on Space and Enter; arrows still reach the game.
        if (tag === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')) return;
        handler(event);
      });
    },
  };
})();
