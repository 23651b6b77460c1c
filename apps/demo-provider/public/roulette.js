(function () {
  // The table only collects bets; the provider's server spins the wheel and pays.
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const slipEl = document.getElementById('slip');
  const emptyEl = document.getElementById('slip-empty');
  const totalEl = document.getElementById('total');
  const pocketEl = document.getElementById('pocket');
  const historyEl = document.getElementById('history');
  const spinButton = document.getElementById('play');
  const clearButton = document.getElementById('clear');
  const kindEl = document.getElementById('inside-kind');
  const positionEl = document.getElementById('inside-position');
  const placeButton = document.getElementById('inside-place');
  const TEXT = JSON.parse(document.querySelector('.slip').dataset.texts);
  const POSITIONS = JSON.parse(positionEl.dataset.positions);
  const cells = Array.from(document.querySelectorAll('button.bet'));
  let bets = [];
  let spinning = false;

  function nameOf(bet) {
    if (bet.kind === 'dozen' || bet.kind === 'column') return TEXT[bet.kind] + ' ' + bet.numbers[0];
    if (bet.numbers.length === 0) return TEXT[bet.kind];
    return TEXT[bet.kind] + ' ' + bet.numbers.join('-');
  }

  const same = (a, b) => a.kind === b.kind && a.numbers.join('-') === b.numbers.join('-');

  // Each cell shows the chips on it; the slip lists every chip with a way to take it back.
  function render() {
    slipEl.textContent = '';
    let total = 0;
    bets.forEach(function (bet, index) {
      total += bet.stake;
      const item = document.createElement('li');
      const label = document.createElement('span');
      label.textContent = nameOf(bet) + ' · ' + window.frame.amount(bet.stake);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      remove.textContent = '×';
      remove.setAttribute('aria-label', TEXT.remove + ' ' + nameOf(bet));
      remove.addEventListener('click', function () {
        bets.splice(index, 1);
        render();
        (slipEl.querySelector('button.remove') || spinButton).focus();
      });
      item.appendChild(label);
      item.appendChild(remove);
      slipEl.appendChild(item);
    });
    emptyEl.hidden = bets.length > 0;
    totalEl.textContent = window.frame.amount(total);
    spinButton.disabled = spinning || bets.length === 0;
    clearButton.disabled = spinning || bets.length === 0;
    cells.forEach(function (cell) {
      const on = { kind: cell.dataset.kind, numbers: numbersOf(cell.dataset.numbers) };
      const staked = bets.filter(function (bet) {
        return same(bet, on);
      }).length;
      if (staked > 0) cell.dataset.chips = String(staked);
      else delete cell.dataset.chips;
    });
  }

  function numbersOf(text) {
    return text === '' ? [] : text.split('-').map(Number);
  }

  function add(kind, numbers) {
    if (spinning || bets.length >= 50) return;
    bets.push({ kind: kind, numbers: numbers, stake: window.frame.stake() });
    render();
  }

  function fillPositions() {
    positionEl.textContent = '';
    POSITIONS[kindEl.value].forEach(function (numbers) {
      const option = document.createElement('option');
      option.value = numbers.join('-');
      option.textContent = numbers.join('-');
      positionEl.appendChild(option);
    });
  }

  function show(pocket) {
    const colour = pocket === 0 ? 'green' : RED.includes(pocket) ? 'red' : 'black';
    pocketEl.textContent = String(pocket);
    pocketEl.className = 'pocket ' + colour;
    const item = document.createElement('li');
    item.textContent = String(pocket);
    item.className = colour;
    historyEl.prepend(item);
    while (historyEl.children.length > 10) historyEl.lastChild.remove();
  }

  async function spin() {
    if (spinning || bets.length === 0) return;
    spinning = true;
    render();
    window.frame.busy();
    // The wheel turns while the server decides; the result stops it.
    const turning = setInterval(function () {
      pocketEl.textContent = String(Math.floor(Math.random() * 37));
      pocketEl.className = 'pocket turning';
    }, 70);
    try {
      const outcome = await window.frame.play('spin', { bets: bets });
      clearInterval(turning);
      show(outcome.pocket);
      window.frame.result(outcome.payout);
    } catch (error) {
      clearInterval(turning);
      pocketEl.textContent = '–';
      pocketEl.className = 'pocket';
      window.frame.failed(error);
    } finally {
      spinning = false;
      // The same bets stay on the table for the next spin, as at a real table.
      render();
    }
  }

  cells.forEach(function (cell) {
    cell.addEventListener('click', function () {
      add(cell.dataset.kind, numbersOf(cell.dataset.numbers));
    });
  });
  kindEl.addEventListener('change', fillPositions);
  placeButton.addEventListener('click', function () {
    add(kindEl.value, numbersOf(positionEl.value));
  });
  spinButton.addEventListener('click', spin);
  clearButton.addEventListener('click', function () {
    bets = [];
    render();
  });
  // By key position, so S and C work on a Russian keyboard too; Space and Enter spin when the focus
  // is not on a bet (there they place a chip).
  window.frame.onKeys(function (event) {
    if (event.key === ' ' || event.key === 'Enter' || event.code === 'KeyS') {
      event.preventDefault();
      spin();
    } else if (event.code === 'KeyC') {
      event.preventDefault();
      if (!spinning) {
        bets = [];
        render();
      }
    }
  });
  fillPositions();
  render();
})();
