(function () {
  // The page only collects chips; the provider's server deals the coup and pays.
  const WINNERS = JSON.parse(document.querySelector('.felt').dataset.texts);
  const puntoCards = document.getElementById('punto-cards');
  const bancoCards = document.getElementById('banco-cards');
  const puntoTotal = document.getElementById('punto-total');
  const bancoTotal = document.getElementById('banco-total');
  const outcomeEl = document.getElementById('outcome');
  const totalEl = document.getElementById('total');
  const emptyEl = document.getElementById('slip-empty');
  const deal = document.getElementById('play');
  const clear = document.getElementById('clear');
  const spots = Array.from(document.querySelectorAll('button.spot'));
  let chips = [];
  let dealing = false;

  function amount(units) {
    const whole = Math.floor(units / 100000);
    const fraction = String(units % 100000)
      .padStart(5, '0')
      .slice(0, 2);
    return whole + '.' + fraction;
  }

  function onSpot(spot) {
    return chips
      .filter(function (chip) {
        return chip.spot === spot;
      })
      .reduce(function (sum, chip) {
        return sum + chip.stake;
      }, 0);
  }

  function render() {
    let total = 0;
    spots.forEach(function (button) {
      const placed = onSpot(button.dataset.spot);
      total += placed;
      button.querySelector('.placed').textContent = placed > 0 ? amount(placed) : '';
    });
    totalEl.textContent = amount(total);
    emptyEl.hidden = chips.length > 0;
    deal.disabled = dealing || chips.length === 0;
    clear.disabled = dealing || chips.length === 0;
  }

  function place(spot) {
    if (dealing || chips.length >= 50) return;
    chips.push({ spot: spot, stake: window.frame.stake() });
    render();
  }

  function cards(list, names) {
    list.textContent = '';
    names.forEach(function (name) {
      const item = document.createElement('li');
      item.className = 'playing-card' + (/[♥♦]/.test(name) ? ' red' : '');
      item.textContent = name;
      list.appendChild(item);
    });
  }

  async function onDeal() {
    if (dealing || chips.length === 0) return;
    dealing = true;
    render();
    window.frame.busy();
    try {
      const coup = await window.frame.play('deal', { bets: chips });
      cards(puntoCards, coup.player);
      cards(bancoCards, coup.banker);
      puntoTotal.textContent = String(coup.playerTotal);
      bancoTotal.textContent = String(coup.bankerTotal);
      outcomeEl.textContent = WINNERS[coup.winner];
      outcomeEl.className = 'outcome ' + coup.winner;
      window.frame.result(coup.payout, coup.bets.player + coup.bets.banker + coup.bets.tie);
    } catch (error) {
      window.frame.failed(error);
    } finally {
      dealing = false;
      // The chips stay on the table for the next coup, as at a real table.
      render();
    }
  }

  spots.forEach(function (button) {
    button.addEventListener('click', function () {
      place(button.dataset.spot);
    });
  });
  deal.addEventListener('click', onDeal);
  clear.addEventListener('click', function () {
    if (dealing) return;
    chips = [];
    render();
    spots[0].focus();
  });
  window.frame.onKeys(function (event) {
    const key = event.key.toLowerCase();
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onDeal();
    } else if (key === 'p') place('player');
    else if (key === 'b') place('banker');
    else if (key === 't') place('tie');
    else if (key === 'c') clear.click();
  });
  render();
})();
