(function () {
  // The card is dealt and the round settled on the provider's server; this page shows the cards
  // and sends the guess.
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const TEXT = JSON.parse(document.querySelector('.cards').dataset.texts);
  const cardEl = document.getElementById('card');
  const nextEl = document.getElementById('next');
  const deal = document.getElementById('play');
  const higher = document.getElementById('higher');
  const lower = document.getElementById('lower');
  let card = 0;
  let busy = false;

  function dealt(value) {
    card = value;
    cardEl.textContent = RANKS[value];
    nextEl.textContent = '?';
    deal.disabled = true;
    higher.disabled = value >= 13;
    lower.disabled = value <= 1;
    (higher.disabled ? lower : higher).focus();
  }

  function over() {
    card = 0;
    deal.disabled = false;
    higher.disabled = true;
    lower.disabled = true;
    deal.focus();
  }

  // The server says where the round stands: still open (this page missed nothing), or over (the
  // idle time settled it, or another page of the same game did).
  async function resync() {
    try {
      const round = await window.frame.play('resume', {});
      if (round.open) dealt(round.card);
      else over();
    } catch {
      // The message already says what went wrong.
    }
  }

  async function onDeal() {
    if (busy || card) return;
    busy = true;
    window.frame.busy();
    try {
      // A round already open (dealt on another page) comes back instead of a new one.
      const round = await window.frame.play('deal', { stake: window.frame.stake() });
      window.frame.say('');
      dealt(round.card);
    } catch (error) {
      window.frame.failed(error);
    } finally {
      busy = false;
    }
  }

  async function onGuess(guess) {
    if (busy || !card) return;
    if ((guess === 'higher' && higher.disabled) || (guess === 'lower' && lower.disabled)) return;
    busy = true;
    window.frame.busy();
    try {
      const outcome = await window.frame.play('guess', { guess: guess });
      nextEl.textContent = RANKS[outcome.next];
      window.frame.result(outcome.payout);
      over();
    } catch (error) {
      window.frame.failed(error);
      await resync();
    } finally {
      busy = false;
    }
  }

  deal.addEventListener('click', onDeal);
  higher.addEventListener('click', function () {
    onGuess('higher');
  });
  lower.addEventListener('click', function () {
    onGuess('lower');
  });
  window.frame.onKeys(function (event) {
    if (event.key === 'Enter' || event.key === ' ') {
      if (!card) {
        event.preventDefault();
        onDeal();
      }
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      onGuess('higher');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onGuess('lower');
    }
  });

  // A reloaded page: the card dealt before the reload comes back, its stake already taken.
  window.frame
    .play('resume', {})
    .then(function (round) {
      if (!round.open) return;
      dealt(round.card);
      window.frame.say(TEXT.resumed);
    })
    .catch(function () {
      // Nothing to resume: the table waits for a deal.
    });
})();
