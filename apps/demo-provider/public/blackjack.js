(function () {
  // The hand is dealt and played on the provider's server; this page shows it and sends actions.
  const TEXT = JSON.parse(document.querySelector('.felt').dataset.texts);
  const dealerCards = document.getElementById('dealer-cards');
  const playerCards = document.getElementById('player-cards');
  const dealerTotal = document.getElementById('dealer-total');
  const playerTotal = document.getElementById('player-total');
  const outcomeEl = document.getElementById('outcome');
  const deal = document.getElementById('play');
  const hit = document.getElementById('hit');
  const stand = document.getElementById('stand');
  const double = document.getElementById('double');
  let open = false;
  let busy = false;

  function cards(list, names, hidden) {
    list.textContent = '';
    names.forEach(function (name) {
      const item = document.createElement('li');
      item.className = 'playing-card' + (/[♥♦]/.test(name) ? ' red' : '');
      item.textContent = name;
      list.appendChild(item);
    });
    if (hidden) {
      const back = document.createElement('li');
      back.className = 'playing-card back';
      back.setAttribute('aria-hidden', 'true');
      back.textContent = '?';
      list.appendChild(back);
    }
  }

  // The hand as the server tells it: the dealer's hole card stays face down while it is open.
  function show(hand) {
    cards(dealerCards, hand.dealer, hand.open);
    cards(playerCards, hand.player, false);
    dealerTotal.textContent = String(hand.dealerTotal);
    playerTotal.textContent = String(hand.playerTotal);
    open = hand.open;
    deal.disabled = open;
    hit.disabled = !open;
    stand.disabled = !open;
    double.disabled = !hand.canDouble;
    if (!open) {
      let note = '';
      if (hand.outcome === 'blackjack') note = TEXT.blackjack;
      else if (hand.playerTotal > 21) note = TEXT.bust;
      else if (hand.dealerTotal > 21) note = TEXT.dealerBust;
      outcomeEl.textContent = note;
      window.frame.result(hand.payout, hand.stake);
      deal.focus();
    } else {
      outcomeEl.textContent = '';
      if (document.activeElement === deal || document.activeElement === document.body) hit.focus();
    }
  }

  async function act(action, input) {
    if (busy) return;
    if (action === 'deal' ? open : !open) return;
    if (action === 'double' && double.disabled) return;
    busy = true;
    window.frame.busy();
    try {
      const hand = await window.frame.play(action, input || {});
      if (hand.open) window.frame.say('');
      show(hand);
    } catch (error) {
      // A refused double leaves the hand as it was: hit and stand still play. Otherwise the
      // server says where the hand stands (a hand whose credit failed is over all the same).
      window.frame.failed(error);
      if (action !== 'deal') await resync();
    } finally {
      busy = false;
    }
  }

  async function resync() {
    try {
      const hand = await window.frame.play('resume', {});
      if (hand.open) show(hand);
      else reset();
    } catch {
      // The message already says what went wrong.
    }
  }

  function reset() {
    open = false;
    deal.disabled = false;
    hit.disabled = true;
    stand.disabled = true;
    double.disabled = true;
    deal.focus();
  }

  deal.addEventListener('click', function () {
    act('deal', { stake: window.frame.stake() });
  });
  hit.addEventListener('click', function () {
    act('hit');
  });
  stand.addEventListener('click', function () {
    act('stand');
  });
  double.addEventListener('click', function () {
    act('double');
  });
  window.frame.onKeys(function (event) {
    const key = event.key.toLowerCase();
    if ((event.key === 'Enter' || event.key === ' ') && !open) {
      event.preventDefault();
      act('deal', { stake: window.frame.stake() });
    } else if (key === 'h') act('hit');
    else if (key === 's') act('stand');
    else if (key === 'd') act('double');
  });

  // A reloaded page: the hand left open on the server comes back as it was.
  window.frame
    .play('resume', {})
    .then(function (hand) {
      if (hand.open) {
        show(hand);
        window.frame.say(TEXT.resumed);
      }
    })
    .catch(window.frame.failed);
})();
