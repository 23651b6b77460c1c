// A chip table (baccarat, the money wheel, sic bo): chips go on spots, one round plays them all;
// the provider's server decides and pays. `options.action` is the play call, `options.show` draws
// its answer, `options.keys` maps a key to the spot it places a chip on (`options.playKey`, if
// any, plays like Enter).
(function () {
  window.chipTable = function (options) {
    const totalEl = document.getElementById('total');
    const emptyEl = document.getElementById('slip-empty');
    const play = document.getElementById('play');
    const clear = document.getElementById('clear');
    const spots = Array.from(document.querySelectorAll('button.spot'));
    let chips = [];
    let playing = false;

    function onSpot(spot) {
      return chips
        .filter(function (chip) {
          return chip.spot === spot;
        })
        .reduce(function (sum, chip) {
          return sum + chip.stake;
        }, 0);
    }

    function staked() {
      return chips.reduce(function (sum, chip) {
        return sum + chip.stake;
      }, 0);
    }

    function render() {
      spots.forEach(function (button) {
        const placed = onSpot(button.dataset.spot);
        button.querySelector('.placed').textContent = placed > 0 ? window.frame.amount(placed) : '';
      });
      totalEl.textContent = window.frame.amount(staked());
      emptyEl.hidden = chips.length > 0;
      play.disabled = playing || chips.length === 0;
      clear.disabled = playing || chips.length === 0;
    }

    function place(spot) {
      if (playing || chips.length >= 50) return;
      chips.push({ spot: spot, stake: window.frame.stake() });
      render();
    }

    async function onPlay() {
      if (playing || chips.length === 0) return;
      playing = true;
      render();
      window.frame.busy();
      try {
        const round = await window.frame.play(options.action, { bets: chips });
        options.show(round);
        window.frame.result(round.payout, staked());
      } catch (error) {
        window.frame.failed(error);
      } finally {
        playing = false;
        // The chips stay on the table for the next round, as at a real table.
        render();
      }
    }

    spots.forEach(function (button) {
      button.addEventListener('click', function () {
        place(button.dataset.spot);
      });
    });
    play.addEventListener('click', onPlay);
    clear.addEventListener('click', function () {
      if (playing) return;
      chips = [];
      render();
      spots[0].focus();
    });
    window.frame.onKeys(function (event) {
      const key = event.key.toLowerCase();
      if (event.key === 'Enter' || event.key === ' ' || key === options.playKey) {
        event.preventDefault();
        onPlay();
      } else if (key === 'c') clear.click();
      else if (options.keys[key]) place(options.keys[key]);
    });
    render();
  };
})();
