(function () {
  // The money wheel: the server spins (again after each multiplier) and pays; the page shows it.
  const TEXTS = JSON.parse(document.querySelector('.felt').dataset.texts);
  const resultEl = document.getElementById('wheel-result');
  const outcomeEl = document.getElementById('outcome');
  const history = document.getElementById('history');

  function show(round) {
    const multipliers = round.stops.slice(0, -1);
    resultEl.textContent = round.number;
    resultEl.className = 'wheel-result n' + round.number;
    const said = multipliers.map(function (stop) {
      return TEXTS.spinAgain.replace('{x}', stop);
    });
    said.push(
      (round.multiplier > 1 ? TEXTS.winsMultiplied : TEXTS.wins)
        .replace('{number}', round.number)
        .replace('{x}', String(round.multiplier)),
    );
    outcomeEl.textContent = said.join(' · ');
    const item = document.createElement('li');
    item.textContent = round.number + (round.multiplier > 1 ? ' ×' + round.multiplier : '');
    history.prepend(item);
    while (history.children.length > 8) history.lastChild.remove();
  }

  window.chipTable({
    action: 'spin',
    playKey: 's',
    show: show,
    keys: { 1: '1', 2: '2', 3: '5', 4: '10', 5: '20', 6: '40' },
  });
})();
