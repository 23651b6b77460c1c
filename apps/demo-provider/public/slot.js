(function () {
  // Glyphs every system font has (emoji fonts are not everywhere), coloured by the stylesheet.
  const SYMBOLS = { cherry: '●', lemon: '◆', bell: '▲', star: '★', seven: '7' };
  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  const reelsEl = document.getElementById('reels');
  const button = document.getElementById('play');
  const names = Object.keys(SYMBOLS);
  // Each symbol's name in the page's language, for screen readers.
  const spoken = JSON.parse(reelsEl.dataset.texts || '{}');

  function draw(reels, wins) {
    reelsEl.textContent = '';
    reels.forEach(function (reel, r) {
      const column = document.createElement('div');
      column.className = 'reel';
      reel.forEach(function (symbol, row) {
        const cell = document.createElement('div');
        cell.className = 'cell ' + symbol;
        cell.textContent = SYMBOLS[symbol] || '?';
        cell.setAttribute('aria-label', spoken[symbol] || symbol);
        (wins || []).forEach(function (win) {
          if (r < win.count && LINES[win.line][r] === row) cell.classList.add('win');
        });
        column.appendChild(cell);
      });
      reelsEl.appendChild(column);
    });
  }

  function randomReels() {
    return [0, 1, 2, 3, 4].map(function () {
      return [0, 1, 2].map(function () {
        return names[Math.floor(Math.random() * names.length)];
      });
    });
  }

  let spinning = false;
  async function spin() {
    if (spinning) return;
    spinning = true;
    button.disabled = true;
    window.frame.busy();
    const shuffle = setInterval(function () {
      draw(randomReels());
    }, 80);
    try {
      const outcome = await window.frame.play('spin', { stake: window.frame.stake() });
      clearInterval(shuffle);
      draw(outcome.reels, outcome.wins);
      window.frame.result(outcome.payout);
    } catch (error) {
      clearInterval(shuffle);
      window.frame.failed(error);
    } finally {
      spinning = false;
      button.disabled = false;
    }
  }

  draw(randomReels());
  button.addEventListener('click', spin);
  window.frame.onKeys(function (event) {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      spin();
    }
  });
})();
