(function () {
  // Sic bo: the server rolls three dice and pays; the page shows the dice and the winning bets.
  const TEXTS = JSON.parse(document.querySelector('.felt').dataset.texts);
  const diceEl = document.getElementById('dice');
  const outcomeEl = document.getElementById('outcome');
  const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

  function show(round) {
    diceEl.textContent = '';
    round.dice.forEach(function (die) {
      const item = document.createElement('li');
      item.className = 'die';
      item.setAttribute('aria-label', String(die));
      item.textContent = FACES[die];
      diceEl.appendChild(item);
    });
    outcomeEl.textContent = TEXTS.total + ': ' + round.total;
    document.querySelectorAll('button.spot').forEach(function (button) {
      button.classList.toggle('won', round.winners.indexOf(button.dataset.spot) >= 0);
    });
  }

  window.chipTable({
    action: 'roll',
    playKey: 'r',
    show: show,
    keys: { s: 'small', b: 'big' },
  });
})();
