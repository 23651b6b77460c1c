(function () {
  // Baccarat: the server deals the coup and pays; the page shows both hands and who won.
  const WINNERS = JSON.parse(document.querySelector('.felt').dataset.texts);
  const puntoCards = document.getElementById('punto-cards');
  const bancoCards = document.getElementById('banco-cards');
  const puntoTotal = document.getElementById('punto-total');
  const bancoTotal = document.getElementById('banco-total');
  const outcomeEl = document.getElementById('outcome');

  function cards(list, names) {
    list.textContent = '';
    names.forEach(function (name) {
      const item = document.createElement('li');
      item.className = 'playing-card' + (/[♥♦]/.test(name) ? ' red' : '');
      item.textContent = name;
      list.appendChild(item);
    });
  }

  function show(coup) {
    cards(puntoCards, coup.player);
    cards(bancoCards, coup.banker);
    puntoTotal.textContent = String(coup.playerTotal);
    bancoTotal.textContent = String(coup.bankerTotal);
    outcomeEl.textContent = WINNERS[coup.winner];
    outcomeEl.className = 'outcome ' + coup.winner;
  }

  window.chipTable({
    action: 'deal',
    playKey: 'd',
    show: show,
    keys: { p: 'player', b: 'banker', t: 'tie' },
  });
})();
