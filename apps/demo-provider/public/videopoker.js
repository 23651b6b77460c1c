(function () {
  // Video poker: the server deals five cards (the bet) and, on the draw, replaces those not held
  // and pays; the page only shows the cards and which are held.
  const TEXTS = JSON.parse(document.querySelector('.felt').dataset.texts);
  const buttons = Array.from(document.querySelectorAll('button.poker-card'));
  const play = document.getElementById('play');
  const outcomeEl = document.getElementById('outcome');
  const rows = Array.from(document.querySelectorAll('#paytable li'));
  let open = false;
  let busy = false;

  function showCards(cards, dealt) {
    buttons.forEach(function (button, index) {
      const name = cards[index] || '?';
      button.querySelector('.face').textContent = name;
      button.classList.toggle('red', /[♥♦]/.test(name));
      if (dealt) button.setAttribute('aria-pressed', 'false');
      button.disabled = !open || busy;
    });
  }

  function showHand(hand) {
    outcomeEl.textContent = hand ? TEXTS.hands[hand] : '';
    rows.forEach(function (row) {
      row.classList.toggle('won', row.dataset.hand === hand);
    });
  }

  function render() {
    play.textContent = open ? TEXTS.draw : TEXTS.deal;
    play.disabled = busy;
    buttons.forEach(function (button) {
      button.disabled = !open || busy;
    });
  }

  function toggle(index) {
    const button = buttons[index];
    if (!open || busy || !button) return;
    button.setAttribute(
      'aria-pressed',
      button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true',
    );
  }

  function held() {
    return buttons
      .map(function (button, index) {
        return button.getAttribute('aria-pressed') === 'true' ? index : -1;
      })
      .filter(function (index) {
        return index >= 0;
      });
  }

  async function onPlay() {
    if (busy) return;
    busy = true;
    render();
    window.frame.busy();
    try {
      if (!open) {
        const hand = await window.frame.play('deal', { stake: window.frame.stake() });
        open = true;
        showCards(hand.cards, true);
        showHand(hand.hand);
        window.frame.say('');
      } else {
        const hand = await window.frame.play('draw', { held: held() });
        open = false;
        showCards(hand.cards, false);
        showHand(hand.hand);
        window.frame.result(hand.payout, hand.stake);
      }
    } catch (error) {
      window.frame.failed(error);
    } finally {
      busy = false;
      render();
      // Enter draws next (the focus stays off the cards, where Enter would hold one).
      play.focus();
    }
  }

  buttons.forEach(function (button, index) {
    button.addEventListener('click', function () {
      toggle(index);
    });
  });
  play.addEventListener('click', onPlay);
  window.frame.onKeys(function (event) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlay();
    } else if (/^[1-5]$/.test(event.key)) toggle(Number(event.key) - 1);
  });

  // A reloaded page finds its dealt hand on the provider's server and carries on.
  render();
  window.frame
    .play('resume', {})
    .then(function (hand) {
      if (!hand.open) return;
      open = true;
      showCards(hand.cards, true);
      showHand(hand.hand);
      window.frame.say(TEXTS.resumed);
      render();
    })
    .catch(function () {
      // Nothing to resume: the machine waits for a deal.
    });
})();
